import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIENCE_LINK_GONE, type AudienceView, RECITAL_FULL } from '../../../../common/schemas/recitals.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import type { StageState } from '../rtc/stage-connection.ts';
import { RecitalAudience } from './recital-audience.tsx';

// The stage's room and an edge's relay stand in at their hooks: no WebRTC here.
const rtc = vi.hoisted(() => ({
  room: { watch: vi.fn() },
  relay: { watch: vi.fn() },
  roomState: { phase: 'idle', watched: null, publishing: false } as StageState,
  relayState: { phase: 'idle', watched: null, publishing: false } as StageState,
  /** What the page runs when the stage's publishers change. */
  publishersChanged: () => {},
}));
vi.mock('../hooks/use-stage-connection.ts', () => ({
  useStageConnection: (_join: unknown, onPublishersChanged: () => void) => {
    rtc.publishersChanged = onPublishersChanged;
    return { stage: rtc.room, state: rtc.roomState };
  },
}));
vi.mock('../hooks/use-relay-watch.ts', () => ({
  useRelayWatch: () => ({ watch: rtc.relay, state: rtc.relayState }),
}));

const AWAY = 'The stage is not reachable just now. Trying again...';

const audienceView = (more: Partial<AudienceView> = {}): AudienceView => ({
  title: 'Winter recital',
  starts_at: '2026-12-12T12:30:00Z',
  when_label: 'Saturday 12 December, 6:00 pm',
  running_order: [
    { position: 1, name: 'Ravi K.' },
    { position: 2, name: 'Mira S.' },
    { position: 3, name: 'Anu D.' },
  ],
  on_stage: 2,
  next: 3,
  janus: { janusUrl: '/janus', room: 9001, token: 'watch-token', relay: null },
  ...more,
});

const refusal = (status: number, error: string) => () => Response.json({ error }, { status });

describe('RecitalAudience', () => {
  beforeEach(() => {
    rtc.roomState = { phase: 'live', watched: null, publishing: false };
    rtc.relayState = { phase: 'idle', watched: null, publishing: false };
  });
  afterEach(() => vi.clearAllMocks());

  it('shows who is on stage, their picture and the running order', async () => {
    const stream = fakeStream(new FakeTrack('video'), new FakeTrack('audio'));
    rtc.roomState = { phase: 'live', watched: { position: 2, stream }, publishing: false };
    const calls = mockApi({ 'GET /api/recitals/audience/tok-1': () => audienceView() });
    renderWithQuery(<RecitalAudience token="tok-1" />);

    expect(await screen.findByRole('heading', { name: 'On stage: Mira S.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Winter recital' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mira S. on stage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn the sound on' })).toBeInTheDocument();
    expect(screen.getByText('Next: Anu D.')).toBeInTheDocument();
    const order = within(screen.getByRole('region', { name: 'Running order' })).getAllByRole('listitem');
    expect(order.map((li) => li.textContent)).toEqual(['1.Ravi K.', '2.Mira S.On stage', '3.Anu D.Next']);
    expect(rtc.room.watch).toHaveBeenLastCalledWith(2);
    // The browser's own key keeps its seat between polls.
    expect(calls[0]?.query.get('viewer')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("shows the server's words when the link is withdrawn", async () => {
    mockApi({ 'GET /api/recitals/audience/tok-2': refusal(404, AUDIENCE_LINK_GONE) });
    renderWithQuery(<RecitalAudience token="tok-2" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIENCE_LINK_GONE);
    expect(screen.queryByText('Running order')).toBeNull();
  });

  it('says so when the link is withdrawn while the recital is being watched', async () => {
    let withdrawn = false;
    mockApi({
      'GET /api/recitals/audience/tok-3': () =>
        withdrawn ? refusal(404, AUDIENCE_LINK_GONE)() : audienceView(),
    });
    renderWithQuery(<RecitalAudience token="tok-3" />);
    await screen.findByRole('heading', { name: 'On stage: Mira S.' });
    withdrawn = true;
    act(() => rtc.publishersChanged());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIENCE_LINK_GONE);
    expect(screen.queryByRole('heading', { name: 'On stage: Mira S.' })).toBeNull();
  });

  it("shows the server's words when the recital is full", async () => {
    mockApi({ 'GET /api/recitals/audience/tok-4': refusal(409, RECITAL_FULL) });
    renderWithQuery(<RecitalAudience token="tok-4" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RECITAL_FULL);
  });

  it('says the stage is away while the connection is trying again', async () => {
    rtc.roomState = { phase: 'reconnecting', watched: null, publishing: false };
    mockApi({ 'GET /api/recitals/audience/tok-5': () => audienceView() });
    renderWithQuery(<RecitalAudience token="tok-5" />);
    expect(await screen.findByText(AWAY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On stage: Mira S.' })).toBeInTheDocument();
  });

  it("watching on an edge's relay, shows the relay's state", async () => {
    rtc.relayState = { phase: 'reconnecting', watched: null, publishing: false };
    mockApi({
      'GET /api/recitals/audience/tok-6': () =>
        audienceView({
          janus: { janusUrl: '/janus-edge/1', room: 9001, token: 't', relay: { mount: 4, pin: 'p' } },
        }),
    });
    renderWithQuery(<RecitalAudience token="tok-6" />);
    expect(await screen.findByText(AWAY)).toBeInTheDocument();
    expect(rtc.relay.watch).toHaveBeenLastCalledWith(2);
  });

  it('says so when the school has no stage server', async () => {
    mockApi({
      'GET /api/recitals/audience/tok-7': () => audienceView({ janus: null, on_stage: null, next: null }),
    });
    renderWithQuery(<RecitalAudience token="tok-7" />);
    expect(
      await screen.findByText(
        "The school's stage server is not set up, so the recital cannot be watched here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The stage' })).toBeInTheDocument();
  });
});
