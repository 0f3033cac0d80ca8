import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_OFF, type PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import type { ScoreMark } from '../../../../common/schemas/live-class/score.ts';
import { MARK_AUTHOR, score, scoreMark } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { INITIAL_GROUP_STATE } from '../rtc/group-room.ts';
import type { GroupRoom, GroupRoomState, LiveRoom, RoomState } from '../rtc/lesson-core.ts';
import { MediaDevicesController, type MediaSource } from '../rtc/media-devices.ts';
import type { ScoreApi } from '../rtc/room-api.ts';
import { INITIAL_ROOM_STATE } from '../rtc/room-state.ts';
import { ScoreBoard } from '../rtc/score-board.ts';
import { GroupRoomView } from './group-room-view.tsx';

// The room on Janus is not the subject here: a group lesson on, with no one else in it yet.
const live: GroupRoomState = {
  ...INITIAL_GROUP_STATE,
  phase: 'live',
  members: [
    { id: 1, name: 'Ravi Shankar', role: 'teacher' },
    { id: MARK_AUTHOR.student, name: 'Kiran Das', role: 'student' },
    { id: MARK_AUTHOR.student + 1, name: 'Asha Rao', role: 'student' },
  ],
};
// The lesson's practice tools as the room's status poll last told them.
let practice: PracticeState | undefined;
vi.mock('../hooks/use-group-room.ts', () => ({
  useGroupRoom: () => ({ group: {} as GroupRoom, state: live, practice }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  practice = undefined;
});

/** A shared score no one has opened, read again only when the test says (its poll timer is ours). */
function quietScore(api: Partial<ScoreApi> = {}) {
  const polls: (() => void)[] = [];
  const board = new ScoreBoard({
    api: { list: async () => [], ...api } as ScoreApi,
    role: () => 'student',
    userId: () => MARK_AUTHOR.student,
    timers: {
      setTimeout: ((fn: () => void) => polls.push(fn)) as unknown as typeof setTimeout,
      clearTimeout: (() => {}) as typeof clearTimeout,
    },
  });
  return { board, polls };
}

function renderRoom(
  role: 'teacher' | 'student',
  room = {} as LiveRoom,
  state: Partial<RoomState> = {},
  board = quietScore().board,
) {
  // The room's own camera and microphone, none opened here.
  const media = new MediaDevicesController({} as MediaSource, () => ({}) as MediaStream);
  renderWithQuery(
    <GroupRoomView
      classId="12"
      room={room}
      state={{ ...INITIAL_ROOM_STATE, role, group: true, batchName: 'Theory batch', ...state }}
      media={media}
      score={board}
      onLeft={() => {}}
    />,
  );
}

describe('GroupRoomView', () => {
  it.each(['teacher', 'student'] as const)(
    "opens the lesson's whiteboard notes from the header for the %s",
    async (role) => {
      const calls = mockApi({
        'GET /api/recording_status.php': () => recordingAnswer(null, null),
        'GET /api/white_board.php': () => ({
          success: true,
          data: { notes_content: 'Sa Re Ga, slower', updated_at: null },
          message: 'Notes loaded',
        }),
      });
      renderRoom(role);
      await userEvent.click(screen.getByRole('button', { name: 'Whiteboard' }));
      const dialog = await screen.findByRole('dialog', { name: 'Whiteboard Notes' });
      expect(await within(dialog).findByDisplayValue('Sa Re Ga, slower')).toBeInTheDocument();
      const notes = calls.filter((c) => c.path === '/api/white_board.php');
      expect(notes.map((c) => c.query.get('class_id'))).toEqual(['12']);
    },
  );

  it("plays the teacher's metronome and drone to each student, who only hears and sees them", async () => {
    practice = {
      metronome: { on: true, bpm: 96, beats: 16, tala: 'teentaal', anchor_ms: 0, anchor_beat: 0 },
      drone: { on: true, tonic: 'D', cents: 0, first_string: 'Pa' },
    };
    mockApi({
      'GET /api/recording_status.php': () => recordingAnswer(null, null),
      'GET /api/server_time': () => ({ success: true, data: { server_ms: Date.now() }, message: '' }),
    });
    renderRoom('student');
    await userEvent.click(screen.getByRole('button', { name: 'Practice tools (playing)' }));
    expect(screen.getByTestId('metronome-summary')).toHaveTextContent(
      '96 beats a minute, Teentaal (16 beats)',
    );
    expect(screen.getByTestId('drone-summary')).toHaveTextContent('Sa D 0 cents, first string Pa');
    expect(screen.queryByRole('button', { name: 'Start metronome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop metronome' })).toBeNull();
  });

  it('lets the teacher start the metronome for the lesson from the room they opened', async () => {
    const calls = mockApi({
      'GET /api/recording_status.php': () => recordingAnswer(null, null),
      'POST /api/set_practice_tools.php': () => ({
        success: true,
        data: { practice: PRACTICE_OFF },
        message: 'Practice tools set',
      }),
    });
    renderRoom('teacher');
    await userEvent.click(screen.getByRole('button', { name: 'Practice tools' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start metronome' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/set_practice_tools.php').map((c) => c.body)).toEqual([
        { class_id: '12', metronome: { on: true } },
      ]),
    );
  });

  it("gives the teacher the 'Music mode' switch for everyone, without low latency", async () => {
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, null) });
    const setMusicMode = vi.fn(async () => {});
    const room = { setMusicMode, dismissHeadphonesNotice: vi.fn() } as unknown as LiveRoom;
    renderRoom('teacher', room);
    const sw = screen.getByRole('switch', { name: 'Music mode' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(setMusicMode).toHaveBeenCalledWith(true);
  });

  it('shows music mode on: the switch checked and the headphones asked for, no low latency to choose', () => {
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, null) });
    const room = { setMusicMode: vi.fn(), dismissHeadphonesNotice: vi.fn() } as unknown as LiveRoom;
    renderRoom('teacher', room, { musicMode: true, lowLatency: true, headphonesNotice: true });
    expect(screen.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('switch', { name: 'Low latency' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Music mode is on. Please use headphones.');
  });

  it('tells each student music mode is on, with no switch of their own', () => {
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, null) });
    renderRoom('student', {} as LiveRoom, { musicMode: true, lowLatency: true });
    // Music mode only: the low latency the status may carry is no part of a group lesson.
    expect(screen.getByText('Music mode on')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/low latency/i)).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('tells the teacher why the group lesson cannot be recorded, naming the student', async () => {
    const reason =
      'Recording is not available: Asha Rao’s parent or guardian has not agreed to lessons being recorded.';
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(reason, null) });
    renderRoom('teacher');
    expect(await screen.findByText(`Record unavailable. ${reason}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Follow who sounds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("shows a student the lesson's shared score, and the marks others made arrive with its next read", async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, null) });
    let marks: ScoreMark[] = [];
    const { board, polls } = quietScore({
      list: async () => [score(3, marks, { file_name: 'Raga Yaman.png', mime_type: 'image/png' })],
    });
    renderRoom('student', undefined, {}, board);
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    const panel = await screen.findByRole('region', { name: 'Score' });
    expect(within(panel).getByText('Marks on this page (0)')).toBeInTheDocument();
    marks = [
      scoreMark(10, 'teacher', 'teacher-mark'),
      scoreMark(11, 'student', 'asha-mark', 1, MARK_AUTHOR.student + 1),
      scoreMark(12, 'student', 'my-mark'),
      // A student's mark from before authors were kept.
      scoreMark(13, 'student', 'whose-unknown', 1, null),
    ];
    await act(async () => polls.shift()?.());
    expect(await within(panel).findByText("Red pen stroke, the teacher's")).toBeInTheDocument();
    // A fellow student's mark is named; one whose author is not known is 'another student's'.
    expect(within(panel).getByText("Red pen stroke, Asha Rao's")).toBeInTheDocument();
    expect(within(panel).getByText("Red pen stroke, another student's")).toBeInTheDocument();
    // Only our own mark may be deleted by us.
    expect(
      within(panel)
        .getAllByRole('button', { name: /^Delete/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete Red pen stroke, yours']);
  });

  it('turns the member’s own video and sound off and on from the header', async () => {
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, null) });
    renderRoom('student');
    for (const name of ['Video', 'Audio']) {
      const toggle = screen.getByRole('button', { name });
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('tells each student while the teacher records the group lesson', async () => {
    mockApi({ 'GET /api/recording_status.php': () => recordingAnswer(null, new Date().toISOString()) });
    renderRoom('student');
    expect(
      await screen.findByText(
        'Your teacher is recording this lesson. You can watch it later from your dashboard.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('recording-indicator')).toHaveTextContent('Recording');
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow who sounds' })).toBeNull();
  });
});

/** The room's read of the recording: why it cannot start (or null), and since when it runs (or null). */
function recordingAnswer(unavailable: string | null, since: string | null) {
  return {
    success: true,
    message: 'Recording state',
    data: {
      enabled: true,
      unavailable_reason: unavailable,
      recording_id: since ? 5 : null,
      status: since ? 'recording' : null,
      segment: since ? 0 : null,
      recording_since: since,
      size_bytes: 0,
      max_bytes: 1e9,
    },
  };
}
