import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_A_PERFORMER, RECITAL_NOT_FOUND, type StageView } from '../../../../common/schemas/recitals.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import type { CameraState } from '../hooks/use-stage-camera.ts';
import type { StageState } from '../rtc/stage-connection.ts';
import { RecitalStage } from './recital-stage.tsx';

// The stage's Janus connection and the performer's camera stand in at their hooks: no WebRTC here.
const rtc = vi.hoisted(() => ({
  stage: { watch: vi.fn(), setCamera: vi.fn() },
  state: { phase: 'live', watched: null, publishing: false } as StageState,
  camera: { stream: null, error: null } as CameraState,
}));
vi.mock('../hooks/use-stage-connection.ts', () => ({
  useStageConnection: () => ({ stage: rtc.stage, state: rtc.state }),
}));
vi.mock('../hooks/use-stage-camera.ts', () => ({ useStageCamera: () => rtc.camera }));

const ORGANISER = 11;
const RAVI = 21;
const MIRA = 22;

const stageView = (more: Partial<StageView> = {}): StageView => ({
  id: 7,
  title: 'Winter recital',
  starts_at: '2026-12-12T12:30:00Z',
  when_label: 'Saturday 12 December, 6:00 pm',
  performers: [
    { position: 1, student_id: RAVI, name: 'Ravi Kumar' },
    { position: 2, student_id: MIRA, name: 'Mira Shah' },
  ],
  on_stage_id: null,
  next_id: null,
  runs: false,
  ...more,
});

/** A fake of the stage's API that keeps who the organiser put on stage. */
function stageApi(start: StageView) {
  let view = start;
  return mockApi({
    'GET /api/recitals/7/stage': () => view,
    'PUT /api/recitals/7/stage': ({ body }) => {
      const { onStageId, nextId } = body as { onStageId: number | null; nextId: number | null };
      view = { ...view, on_stage_id: onStageId, next_id: nextId };
      return view;
    },
  });
}

const stagePuts = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/api/recitals/7/stage').map((c) => c.body);

describe('RecitalStage', () => {
  beforeEach(() => {
    rtc.state = { phase: 'live', watched: null, publishing: false };
    rtc.camera = { stream: null, error: null };
  });
  afterEach(() => vi.clearAllMocks());

  it('tells the performer on stage that the audience sees and hears them, and puts their camera on', async () => {
    const stream = fakeStream(new FakeTrack('video'), new FakeTrack('audio'));
    rtc.camera = { stream, error: null };
    rtc.state = { phase: 'live', watched: null, publishing: true };
    stageApi(stageView({ on_stage_id: RAVI, next_id: MIRA }));
    renderWithQuery(<RecitalStage recitalId={7} userId={RAVI} />);

    expect(await screen.findByText('You are on stage: the audience sees and hears you.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On stage: Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your camera')).toBeInTheDocument();
    expect(screen.getByText('Next: Mira Shah')).toBeInTheDocument();
    expect(rtc.stage.setCamera).toHaveBeenLastCalledWith({ stream, position: 1 });
    // Their own picture is the stage: they watch no one.
    expect(rtc.stage.watch).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: /Next performer/ })).toBeNull();
  });

  it('tells the next performer to get ready while they watch the one on stage', async () => {
    stageApi(stageView({ on_stage_id: RAVI, next_id: MIRA }));
    renderWithQuery(<RecitalStage recitalId={7} userId={MIRA} />);

    expect(await screen.findByText('You are next: get ready.')).toBeInTheDocument();
    expect(screen.getByText('Opening your camera...')).toBeInTheDocument();
    expect(screen.getByText("Waiting for Ravi Kumar's picture...")).toBeInTheDocument();
    expect(rtc.stage.watch).toHaveBeenLastCalledWith(1);
  });

  it("says in words when the performer's camera is blocked", async () => {
    rtc.camera = {
      stream: null,
      error: 'The camera and microphone are blocked. Please allow them for this site and reload the page.',
    };
    stageApi(stageView({ on_stage_id: MIRA, next_id: RAVI }));
    renderWithQuery(<RecitalStage recitalId={7} userId={RAVI} />);

    expect(await screen.findByText('You are next: get ready.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The camera and microphone are blocked. Please allow them for this site and reload the page.',
    );
  });

  it('lets the organiser start the recital, move it on and end it, each through the stage endpoint', async () => {
    const calls = stageApi(stageView({ runs: true }));
    renderWithQuery(<RecitalStage recitalId={7} userId={ORGANISER} />);

    expect(await screen.findByText('No one is on stage just now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start with Ravi Kumar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next performer: Mira Shah' }));
    expect(screen.getByText('The performer on stage leaves it when you move on.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'End the recital' }));

    await waitFor(() =>
      expect(stagePuts(calls)).toEqual([
        { onStageId: RAVI, nextId: MIRA },
        { onStageId: MIRA, nextId: null },
        { onStageId: null, nextId: null },
      ]),
    );
    expect(await screen.findByText('No one is on stage just now.')).toBeInTheDocument();
    expect(screen.queryByText('You are on stage: the audience sees and hears you.')).toBeNull();
  });

  it("shows the server's words when it refuses the move", async () => {
    mockApi({
      'GET /api/recitals/7/stage': () => stageView({ runs: true }),
      'PUT /api/recitals/7/stage': () => Response.json({ error: NOT_A_PERFORMER }, { status: 400 }),
    });
    renderWithQuery(<RecitalStage recitalId={7} userId={ORGANISER} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start with Ravi Kumar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_PERFORMER);
  });

  it("shows the server's words when the stage cannot be opened", async () => {
    mockApi({
      'GET /api/recitals/7/stage': () => Response.json({ error: RECITAL_NOT_FOUND }, { status: 404 }),
    });
    renderWithQuery(<RecitalStage recitalId={7} userId={ORGANISER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RECITAL_NOT_FOUND);
    expect(screen.getByRole('heading', { level: 1, name: 'Recital stage' })).toBeInTheDocument();
  });

  describe("the recital's recording", () => {
    const state = (unavailable: string | null, since: string | null) => ({
      enabled: true,
      unavailable_reason: unavailable,
      recording_id: since ? 3 : null,
      status: since ? 'recording' : null,
      segment: since ? 0 : null,
      recording_since: since,
      size_bytes: 0,
      max_bytes: 1e9,
    });

    it('lets the organiser start it through the recital recording endpoint', async () => {
      const calls = mockApi({
        'GET /api/recitals/7/stage': () => stageView({ runs: true, on_stage_id: RAVI }),
        'GET /api/recitals/7/recording': () => state(null, null),
        'POST /api/recitals/7/recording': ({ body }) =>
          state(null, (body as { status: string }).status === 'start' ? '2026-12-12T12:31:00Z' : null),
      });
      renderWithQuery(<RecitalStage recitalId={7} userId={ORGANISER} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Record the recital' }));
      // This test's browser has no canvas to record with: it says so, and the server's recording is stopped.
      expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot record the lesson.');
      const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/recitals/7/recording');
      expect(posts.map((c) => c.body)).toEqual([{ status: 'start' }, { status: 'stop' }]);
    });

    it('tells the organiser why it cannot start, naming the performer whose family has not agreed', async () => {
      const reason =
        'Recording is not available: Mira Shah’s parent or guardian has not agreed to lessons being recorded.';
      mockApi({
        'GET /api/recitals/7/stage': () => stageView({ runs: true }),
        'GET /api/recitals/7/recording': () => state(reason, null),
      });
      renderWithQuery(<RecitalStage recitalId={7} userId={ORGANISER} />);
      expect(await screen.findByText(`Record unavailable. ${reason}`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Record the recital' })).toBeDisabled();
    });

    it('tells the performers while it records, with no control of theirs', async () => {
      mockApi({
        'GET /api/recitals/7/stage': () => stageView({ on_stage_id: MIRA, next_id: RAVI }),
        'GET /api/recitals/7/recording': () => state(null, '2026-12-12T12:31:00Z'),
      });
      renderWithQuery(<RecitalStage recitalId={7} userId={RAVI} />);
      expect(
        await screen.findByText('This recital is being recorded. You and your family can watch it later.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record the recital' })).toBeNull();
    });
  });
});
