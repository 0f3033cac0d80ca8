import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { SignalMessage } from '../../../../common/schemas/live-class/signaling.ts';
import { meetingStatus } from '../../../test/builders.ts';
import { REOPEN_MS, SignallingClient, STREAM_GRACE_MS } from './signalling-client.ts';
import { FakeEventSource } from './test-fakes.ts';

const status: MeetingStatus = meetingStatus({ teacher_joined: 1, student_joined: 1, is_started: 1 });
const signal = (id: number): SignalMessage => ({
  id,
  message_type: 'ice-candidate',
  data: {},
  from_role: 'teacher',
  to_role: 'student',
  created_at: `2026-01-01T00:00:0${id}.000Z`,
});
const chat = (id: number) => ({ id, message_content: `m${id}` }) as ChatMessage;

function setup(eventsUrl: string | null = '/api/class_events?class_id=1') {
  const sources: FakeEventSource[] = [];
  const api = {
    meetingStatus: vi.fn(async () => status),
    signals: vi.fn(async (_lastId: number, _sinceMs: number): Promise<SignalMessage[]> => []),
    newChat: vi.fn(async (_last: number): Promise<ChatMessage[]> => []),
    cleanup: vi.fn(async () => ({})),
  };
  const got = { status: [] as MeetingStatus[], signals: [] as number[], chat: [] as number[] };
  const client = new SignallingClient({
    eventsUrl,
    openEvents: (url) => {
      const s = new FakeEventSource(url);
      sources.push(s);
      return s;
    },
    api,
    sinceMs: 1_000,
    handlers: {
      status: (s) => got.status.push(s),
      signal: (m) => got.signals.push(m.id),
      chat: (m) => got.chat.push(m.id),
    },
  });
  return { client, sources, api, got };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SignallingClient with the event stream', () => {
  it('delivers pushed events and does not poll while the stream is up', async () => {
    const { client, sources, api, got } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(STREAM_GRACE_MS / 2); // the stream connects: no poll
    expect(api.meetingStatus).not.toHaveBeenCalled();
    sources[0].open();
    sources[0].emit('meeting-status', status, '1');
    sources[0].emit('signal', signal(1), '2');
    sources[0].emit('chat', chat(7), '3');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(got).toEqual({ status: [status], signals: [1], chat: [7] });
    expect(api.meetingStatus).not.toHaveBeenCalled();
    expect(client.getSnapshot().mode).toBe('push');
    client.stop();
  });

  it("hands the shared score's events on with their id, the cursor's third part", () => {
    const scores: [string, number][] = [];
    const source = { current: null as FakeEventSource | null };
    const client = new SignallingClient({
      eventsUrl: '/api/class_events?class_id=1',
      openEvents: (url) => (source.current = new FakeEventSource(url)),
      api: setup().api,
      sinceMs: 0,
      handlers: { status() {}, signal() {}, chat() {}, score: (e, id) => scores.push([e.kind, id]) },
    });
    client.start();
    source.current?.open();
    source.current?.emit('score', { kind: 'page', score_id: 3, page: 2 }, '4.9.12');
    source.current?.emit('score', { kind: 'lock', score_id: 3, locked: true }, '4.9.13');
    expect(scores).toEqual([
      ['page', 12],
      ['lock', 13],
    ]);
    client.stop();
  });

  it('polls at the spec timings while the stream is down, and stops when it is back', async () => {
    const { client, sources, api } = setup();
    client.start();
    sources[0].open();
    api.meetingStatus.mockClear();
    api.signals.mockClear();
    sources[0].fail(0); // the browser is reconnecting by itself
    expect(client.getSnapshot().mode).toBe('poll');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.meetingStatus).toHaveBeenCalledTimes(4); // at once, then every second
    expect(api.signals).toHaveBeenCalledTimes(4);
    sources[0].open();
    api.meetingStatus.mockClear();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.meetingStatus).not.toHaveBeenCalled();
    expect(sources).toHaveLength(1);
    client.stop();
  });

  it('opens a new stream resuming after the last event when the browser gave up', async () => {
    const { client, sources } = setup();
    client.start();
    sources[0].open();
    sources[0].emit('signal', signal(1), '41');
    sources[0].fail(2);
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/api/class_events?class_id=1&since=41');
    client.stop();
    expect(sources[1].closed).toBe(true);
  });

  it('delivers a message once when both the poll and the stream bring it', async () => {
    const { client, sources, api, got } = setup();
    api.signals.mockResolvedValue([signal(1), signal(2)]);
    client.start(); // the stream takes longer than its grace to open: polls meanwhile
    await vi.advanceTimersByTimeAsync(STREAM_GRACE_MS);
    sources[0].open();
    sources[0].emit('signal', signal(2), '5');
    sources[0].emit('signal', signal(3), '6');
    expect(got.signals).toEqual([1, 2, 3]);
    api.signals.mockResolvedValue([]);
    sources[0].fail(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.signals).toHaveBeenLastCalledWith(3, 1_000);
    client.stop();
  });
});

describe('SignallingClient in poll mode (LIVE_TRANSPORT=poll)', () => {
  it('never opens a stream and polls status and signalling every second, cleanup every 10 s', async () => {
    const { client, sources, api } = setup(null);
    client.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(0);
    expect(api.meetingStatus).toHaveBeenCalledTimes(11);
    expect(api.signals).toHaveBeenCalledTimes(11);
    expect(api.cleanup).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('asks for chat only once both are present, every 2 s, after the last message seen', async () => {
    const { client, api, got } = setup(null);
    client.start();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(api.newChat).not.toHaveBeenCalled();
    api.newChat.mockResolvedValueOnce([chat(4), chat(5)]);
    client.setChat(true, 3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.newChat).toHaveBeenCalledWith(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.newChat).toHaveBeenLastCalledWith(5);
    expect(got.chat).toEqual([4, 5]);
    client.stop();
  });
});

describe('SignallingClient chat history', () => {
  it('does not deliver as new what was said before the room was entered, as the stream would not', async () => {
    const { client, api, got } = setup(null);
    const at = (id: number, ms: number) => ({ ...chat(id), created_at: new Date(ms).toISOString() });
    api.newChat.mockResolvedValueOnce([at(1, 400), at(2, 900), at(3, 1_200)]);
    client.start();
    client.setChat(true, 0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.newChat).toHaveBeenCalledWith(0);
    expect(got.chat).toEqual([3]); // joined at 1_000 (sinceMs)
    api.newChat.mockResolvedValueOnce([at(4, 500)]); // after the first message seen, all are new
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.newChat).toHaveBeenLastCalledWith(3);
    expect(got.chat).toEqual([3, 4]);
    client.stop();
  });
});

describe('SignallingClient readiness', () => {
  it('is ready when the stream opens, without polling', async () => {
    const { client, sources, api } = setup();
    let ready = false;
    void client.ready.then(() => {
      ready = true;
    });
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(ready).toBe(false);
    sources[0].open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.meetingStatus).not.toHaveBeenCalled();
    expect(api.signals).not.toHaveBeenCalled();
    client.stop();
  });

  it('polls when the stream neither opens nor fails in time (a buffering proxy), and catches up when it opens', async () => {
    const { client, sources, api, got } = setup();
    let ready = false;
    void client.ready.then(() => {
      ready = true;
    });
    client.start();
    await vi.advanceTimersByTimeAsync(STREAM_GRACE_MS - 1);
    expect(api.signals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true); // the first poll round: nothing can be missed any more
    expect(client.getSnapshot().mode).toBe('poll');
    api.signals.mockResolvedValueOnce([signal(4)]);
    sources[0].open();
    await vi.advanceTimersByTimeAsync(0);
    expect(got.signals).toEqual([4]); // stored between the last poll and the stream's start
    expect(client.getSnapshot().mode).toBe('push');
    client.stop();
  });

  it('polls at once when the stream fails while connecting', async () => {
    const { client, sources, api } = setup();
    client.start();
    sources[0].fail(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.meetingStatus).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot().mode).toBe('poll');
    client.stop();
  });

  it('asks the first poll for messages after the join time, then after the last id', async () => {
    const { client, api } = setup(null);
    api.signals.mockResolvedValueOnce([signal(2)]);
    client.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.signals.mock.calls).toEqual([
      [0, 1_000],
      [2, 1_000],
    ]);
    client.stop();
  });
});
