import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import { PRACTICE_OFF, type PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import { createStore } from '../../../lib/store.ts';
import { meetingStatus } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import type { LiveRoom, MediaDevicesController } from '../rtc/lesson-core.ts';
import { useGroupRoom } from './use-group-room.ts';

// The room on Janus is not the subject here: its ticket never comes, so it never connects.
// The live room keeps the polled statuses it is handed, its music mode as a test sets it.
function liveRoom() {
  const store = createStore({ musicMode: false });
  const statuses: MeetingStatus[] = [];
  const room = {
    lastChatId: () => 0,
    receiveChat: () => {},
    receiveStatus: (s: MeetingStatus) => statuses.push(s),
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
  } as unknown as LiveRoom;
  return { room, statuses, setMusic: (musicMode: boolean) => store.set({ musicMode }) };
}
const modes: string[] = [];
const media = {
  subscribe: () => () => {},
  getSnapshot: () => ({ camera: null }),
  startCamera: async () => ({}),
  setAudioMode: async (mode: string) => {
    modes.push(mode);
  },
} as unknown as MediaDevicesController;

const running: PracticeState = {
  metronome: { on: true, bpm: 80, beats: 4, tala: null, anchor_ms: 5_000, anchor_beat: 0 },
  drone: PRACTICE_OFF.drone,
};

afterEach(() => {
  vi.useRealTimers();
  modes.length = 0;
});

describe('useGroupRoom', () => {
  it("polls the place's meeting status with the chat, every 2 s, for the lesson's practice tools", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let practice = PRACTICE_OFF;
    const calls = mockApi({
      'GET /api/check_meeting_status.php': () => ({
        success: true,
        data: { ...meetingStatus({}), practice },
        message: 'Meeting status',
      }),
      'GET /api/class_chat_messages.php': () => ({ success: true, data: { messages: [] }, message: '' }),
      'GET /api/live_settings': () => new Promise(() => {}),
      'POST /api/classes/12/janus_token': () => new Promise(() => {}),
    });
    const { room } = liveRoom();
    const { result, unmount } = renderHook(() => useGroupRoom('12', room, media));
    await vi.waitFor(() => expect(result.current.practice).toEqual(PRACTICE_OFF));
    practice = running;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(result.current.practice).toEqual(running));
    // The same state again keeps the one the room has: the player is not handed it anew.
    const seen = result.current.practice;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const polled = () => calls.filter((c) => c.path === '/api/check_meeting_status.php');
    await vi.waitFor(() => expect(polled()).toHaveLength(3));
    await act(() => new Promise((answered) => setTimeout(answered, 50)));
    expect(result.current.practice).toBe(seen);
    expect(polled().map((c) => c.query.get('class_id'))).toEqual(['12', '12', '12']);
    expect(calls.some((c) => c.path === '/api/class_chat_messages.php')).toBe(true);
    unmount();
  });

  it("hands the live room each polled status, and reopens the microphone as the lesson's music mode says", async () => {
    mockApi({
      'GET /api/check_meeting_status.php': () => ({
        success: true,
        data: { ...meetingStatus({}), music_mode: 0 },
        message: 'Meeting status',
      }),
      'GET /api/live_settings': () => new Promise(() => {}),
      'POST /api/classes/12/janus_token': () => new Promise(() => {}),
    });
    const { room, statuses, setMusic } = liveRoom();
    const { unmount } = renderHook(() => useGroupRoom('12', room, media));
    await vi.waitFor(() => expect(statuses.map((s) => s.music_mode)).toEqual([0]));
    expect(modes).toEqual([]);
    // The room takes music mode from the status (or the teacher's switch): the microphone follows.
    setMusic(true);
    await vi.waitFor(() => expect(modes).toEqual(['music']));
    setMusic(false);
    await vi.waitFor(() => expect(modes).toEqual(['music', 'voice']));
    unmount();
  });
});
