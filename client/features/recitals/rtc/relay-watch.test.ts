import { describe, expect, it } from 'vitest';
import { type RelayJoin, RelayWatch } from './relay-watch.ts';
import { STAGE_REJOIN_MS } from './stage-connection.ts';

const JOIN: RelayJoin = {
  janusUrl: '/api/janus-edge/1',
  room: 7001,
  token: 'tok',
  relay: { mount: 7001, pin: 'p1n' },
};

/** An edge Janus's REST API as the page sees it: its calls, and its long poll fed by answers. */
function fakeEdge() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  let events: unknown[] = [];
  let wake: (() => void) | null = null;
  let down = false;
  const json = (v: unknown) => new Response(JSON.stringify(v), { status: 200 });
  const queue = (e: unknown) => {
    events.push(e);
    wake?.();
  };
  const fetch = async (url: string, init?: RequestInit) => {
    if (down) throw new TypeError('Failed to fetch');
    if (!init?.method || init.method === 'GET') {
      while (events.length === 0) {
        await new Promise<void>((r) => {
          wake = r;
        });
        if (down) throw new TypeError('Failed to fetch');
      }
      const out = events;
      events = [];
      return json(out);
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, body });
    if (body.janus === 'create') return json({ janus: 'success', data: { id: 11 } });
    if (body.janus === 'attach') return json({ janus: 'success', data: { id: 22 } });
    if (body.janus === 'message') {
      const request = (body.body as { request: string }).request;
      queue({
        janus: 'event',
        transaction: body.transaction,
        sender: 22,
        plugindata: {
          plugin: 'janus.plugin.streaming',
          data: { streaming: 'event', result: { status: request } },
        },
        jsep: request === 'watch' ? { type: 'offer', sdp: 'v=0 offer' } : undefined,
      });
      return json({ janus: 'ack' });
    }
    return json({ janus: 'ack' });
  };
  return {
    fetch,
    calls,
    messages: () => calls.filter((c) => c.body.janus === 'message').map((c) => c.body.body),
    goDown() {
      down = true;
      wake?.();
    },
    comeBack() {
      down = false;
    },
  };
}

function fakePeer() {
  const peer = {
    remote: null as RTCSessionDescriptionInit | null,
    localDescription: null as { toJSON(): RTCSessionDescriptionInit } | null,
    closed: false,
    ontrack: null as ((e: { track: MediaStreamTrack }) => void) | null,
    onicecandidate: null as unknown,
    async setRemoteDescription(d: RTCSessionDescriptionInit) {
      peer.remote = d;
    },
    async createAnswer() {
      return { type: 'answer' as const, sdp: 'v=0 answer' };
    },
    async setLocalDescription(d: RTCSessionDescriptionInit) {
      peer.localDescription = { toJSON: () => d };
    },
    close() {
      peer.closed = true;
    },
  };
  return peer;
}

function setup() {
  const edge = fakeEdge();
  const peers: ReturnType<typeof fakePeer>[] = [];
  const rejoins: (() => void)[] = [];
  const watch = new RelayWatch({
    join: async () => JOIN,
    createPeer: () => {
      const p = fakePeer();
      peers.push(p);
      return p as unknown as RTCPeerConnection;
    },
    streamOf: (tracks) => ({ tracks }) as unknown as MediaStream,
    fetch: edge.fetch,
    timers: {
      setTimeout: ((fn: () => void, ms: number) => {
        if (ms === STAGE_REJOIN_MS) rejoins.push(fn);
        return rejoins.length;
      }) as unknown as typeof setTimeout,
      clearTimeout: (() => {}) as typeof clearTimeout,
      setInterval: (() => 0) as unknown as typeof setInterval,
      clearInterval: (() => {}) as typeof clearInterval,
    },
  });
  return { edge, peers, rejoins, watch };
}

const track = { kind: 'video' } as MediaStreamTrack;

describe('watching the stage on an edge Janus', () => {
  it("watches the stage's mountpoint with its PIN, answers Janus's offer, and shows whoever is on", async () => {
    const { edge, peers, watch } = setup();
    watch.watch(2);
    await watch.start();
    expect(edge.calls[0]?.url).toBe('/api/janus-edge/1');
    expect(edge.calls.find((c) => c.body.janus === 'attach')?.body.plugin).toBe('janus.plugin.streaming');
    expect(edge.messages()).toEqual([{ request: 'watch', id: 7001, pin: 'p1n' }, { request: 'start' }]);
    expect(edge.calls.every((c) => c.body.token === 'tok')).toBe(true);
    expect(peers[0]?.remote).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(watch.getSnapshot()).toMatchObject({ phase: 'live', watched: { position: 2, stream: null } });

    peers[0]?.ontrack?.({ track });
    expect(watch.getSnapshot().watched).toEqual({ position: 2, stream: { tracks: [track] } });
    // The next performer takes the stage: the same picture (the forward moved), their name.
    watch.watch(3);
    expect(watch.getSnapshot().watched).toEqual({ position: 3, stream: { tracks: [track] } });
  });

  it('says it is reconnecting while the edge is away, and watches again once it is back', async () => {
    const { edge, peers, rejoins, watch } = setup();
    watch.watch(1);
    await watch.start();
    edge.goDown();
    await expect.poll(() => watch.getSnapshot().phase).toBe('reconnecting');
    expect(watch.getSnapshot().watched).toBeNull();
    expect(peers[0]?.closed).toBe(true);

    edge.comeBack();
    rejoins.shift()?.();
    await expect.poll(() => watch.getSnapshot().phase).toBe('live');
    expect(peers).toHaveLength(2);
    expect(watch.getSnapshot().watched).toEqual({ position: 1, stream: null });
  });

  it('leaves for good: the session ends and nothing rejoins', async () => {
    const { edge, peers, rejoins, watch } = setup();
    await watch.start();
    await watch.leave();
    expect(watch.getSnapshot().phase).toBe('left');
    expect(peers[0]?.closed).toBe(true);
    expect(edge.calls.at(-1)?.body.janus).toBe('destroy');
    edge.goDown();
    expect(rejoins).toEqual([]);
  });
});
