import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import { signalMessage } from '../../../test/builders.ts';
import {
  backoffMs,
  DISCONNECTED_GRACE_MS,
  IceRestartPolicy,
  RELAY_GRACE_MS,
  RELAY_STALL_MS,
  RESTART_BACKOFF_MS,
  relayedPair,
  STALL_CHECK_MS,
} from './ice-restart.ts';
import { RELAY_REFUSED } from './peer-session.ts';
import { sessionOnFakes } from './session-on-fakes.ts';
import { cameraStream, type FakePeer } from './test-fakes.ts';

describe('IceRestartPolicy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (relayed = () => false) => {
    const restarts: number[] = [];
    const down: boolean[] = [];
    const policy = new IceRestartPolicy({
      restart: (n) => restarts.push(n),
      onReconnecting: (r) => down.push(r),
      relayed,
    });
    return { policy, restarts, down };
  };

  it('restarts a relayed path after the shorter grace (a lost allocation never heals), then backs off as usual', () => {
    let relayed = true;
    const { policy, restarts } = setup(() => relayed);
    policy.update('connected');
    policy.update('disconnected');
    vi.advanceTimersByTime(RELAY_GRACE_MS - 1);
    expect(restarts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(restarts).toEqual([1]);
    vi.advanceTimersByTime(backoffMs(1));
    expect(restarts).toEqual([1, 2]);
    // Back up on a direct path: a drop there gets the spec's 5 s again.
    policy.update('connected');
    relayed = false;
    policy.update('disconnected');
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS - 1);
    expect(restarts).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(restarts).toEqual([1, 2, 1]);
  });

  it('restarts a connection disconnected for more than 5 s, not one that heals sooner', () => {
    const { policy, restarts, down } = setup();
    policy.update('connected');
    policy.update('disconnected');
    expect(down).toEqual([true]);
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS - 1);
    policy.update('connected');
    vi.advanceTimersByTime(60_000);
    expect(restarts).toEqual([]);
    expect(down).toEqual([true, false]);

    policy.update('disconnected');
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS);
    expect(restarts).toEqual([1]);
  });

  it('restarts a failed connection at once, then backs off for as long as it stays down', () => {
    const { policy, restarts } = setup();
    policy.update('failed');
    expect(restarts).toEqual([1]);
    // The restart's checking and failing again does not restart sooner than the back-off.
    policy.update('connecting');
    policy.update('failed');
    expect(restarts).toEqual([1]);
    let at = 0;
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = restarts.length;
      while (restarts.length === before) {
        vi.advanceTimersByTime(100);
        at += 100;
      }
      times.push(at);
    }
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    expect(gaps).toEqual([4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);
    expect(backoffMs(99)).toBe(RESTART_BACKOFF_MS.at(-1));
    policy.update('connected');
    vi.advanceTimersByTime(60_000);
    expect(restarts).toHaveLength(7);
  });

  it('forgets a pending restart when the connection is replaced or closed', () => {
    const { policy, restarts, down } = setup();
    policy.update('disconnected');
    policy.reset();
    vi.advanceTimersByTime(60_000);
    expect(restarts).toEqual([]);
    expect(down).toEqual([true, false]);
    policy.update('failed');
    policy.update('closed');
    vi.advanceTimersByTime(60_000);
    expect(restarts).toEqual([1]);
  });
});

describe('relayedPair', () => {
  const stats = (local: string, remote: string) =>
    new Map<string, Record<string, unknown>>([
      ['c', { type: 'candidate-pair', localCandidateId: 'x', remoteCandidateId: 'y' }],
      ['t', { type: 'transport', selectedCandidatePairId: 'p' }],
      ['p', { type: 'candidate-pair', localCandidateId: 'l', remoteCandidateId: 'r' }],
      ['l', { type: 'local-candidate', candidateType: local }],
      ['r', { type: 'remote-candidate', candidateType: remote }],
      ['x', { type: 'local-candidate', candidateType: 'relay' }],
    ]) as unknown as RTCStatsReport;

  it("reads the selected pair's two ends: relayed when either is a relay candidate", () => {
    expect(relayedPair(stats('host', 'srflx'))).toBe(false);
    expect(relayedPair(stats('relay', 'host'))).toBe(true);
    expect(relayedPair(stats('prflx', 'relay'))).toBe(true);
    expect(relayedPair(new Map() as unknown as RTCStatsReport)).toBe(false);
  });
});

function session(role: Role, iceTransportPolicy: RTCIceTransportPolicy = 'relay') {
  const {
    session: s,
    peers,
    sent,
  } = sessionOnFakes<{ sdp?: string; gen?: number }>({
    role,
    iceServers: [{ urls: 'turn:127.0.0.1:3478', username: 'u', credential: 'p' }],
    iceTransportPolicy,
  });
  s.setLocalStream(cameraStream());
  return { s, peers, sent };
}

/** A teacher's connection with its first answer applied, up. */
async function connectedTeacher() {
  const t = session('teacher');
  await t.s.connect();
  await t.s.handle(signalMessage('answer', { sdp: 'a1', gen: t.sent[0]?.data.gen }, 'student'));
  t.peers[0]?.setState('connected');
  return t;
}

describe('PeerSession ICE restart', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('gives the connection the relay policy and numbers every offer', async () => {
    const { s, peers, sent } = session('teacher');
    const done = s.connect();
    await vi.runAllTimersAsync();
    await done;
    expect(peers[0]?.config).toMatchObject({ iceTransportPolicy: 'relay' });
    expect(sent[0]).toMatchObject({ type: 'offer', data: { gen: 1 } });
  });

  it('teacher: a failed connection is restarted on the same RTCPeerConnection with an ICE restart offer', async () => {
    const t = await runAsync(connectedTeacher);
    const pc = t.peers[0] as FakePeer;
    pc.setState('failed');
    expect(t.s.getSnapshot().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(t.peers).toHaveLength(1);
    expect(pc.log).toContain('restart-offer');
    const restart = t.sent.at(-1);
    expect(restart).toMatchObject({ type: 'renegotiate_offer', data: { gen: 2 } });
    await runAsync(() => t.s.handle(signalMessage('renegotiate_answer', { sdp: 'a2', gen: 2 }, 'student')));
    pc.setState('connected');
    expect(t.s.getSnapshot().reconnecting).toBe(false);
  });

  it('teacher: an answer to the offer before a restart is dropped; the restart answer is applied', async () => {
    const t = await runAsync(connectedTeacher);
    const pc = t.peers[0] as FakePeer;
    pc.setState('failed'); // restart 1 (gen 2), its answer lost in the outage
    await vi.advanceTimersByTimeAsync(backoffMs(1) + 20); // restart 2 (gen 3): rolls back gen 2 first
    expect(pc.log.filter((l) => l === 'restart-offer')).toHaveLength(2);
    expect(pc.log).toContain('rollback');
    expect(t.sent.at(-1)?.data.gen).toBe(3);
    await runAsync(() => t.s.handle(signalMessage('renegotiate_answer', { sdp: 'old', gen: 2 }, 'student')));
    expect(pc.remoteDescription?.sdp).toBe('a1');
    await runAsync(() => t.s.handle(signalMessage('renegotiate_answer', { sdp: 'new', gen: 3 }, 'student')));
    expect(pc.remoteDescription?.sdp).toBe('new');
  });

  it('teacher: restarts when the student asks, once per restart under way, again if its answer was lost', async () => {
    const t = await runAsync(connectedTeacher);
    const before = t.sent.length;
    await runAsync(() => t.s.handle(signalMessage('ice_restart_request', {}, 'student')));
    await runAsync(() => t.s.handle(signalMessage('ice_restart_request', {}, 'student')));
    const offers = () => t.sent.slice(before).filter((m) => m.type === 'renegotiate_offer');
    expect(offers()).toHaveLength(1);
    expect(t.peers).toHaveLength(1);
    // Its answer lost: a request after the first back-off step is answered again.
    vi.setSystemTime(Date.now() + backoffMs(1));
    await runAsync(() => t.s.handle(signalMessage('ice_restart_request', {}, 'student')));
    expect(offers()).toHaveLength(2);
  });

  it('teacher: a restart racing a rejoin: the new connection is not restarted and the old answer is dropped', async () => {
    const t = await runAsync(connectedTeacher);
    const old = t.peers[0] as FakePeer;
    old.setState('disconnected'); // restart due in 5 s
    // The student reloads: gone, then back; the teacher connects afresh.
    t.s.disconnect();
    await runAsync(() => t.s.connect());
    const fresh = t.peers[1] as FakePeer;
    expect(t.s.getSnapshot().reconnecting).toBe(false);
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS * 4);
    expect(fresh.log).not.toContain('restart-offer');
    // The student's old tab asked for a restart just before it went: no answered connection, ignored.
    await runAsync(() => t.s.handle(signalMessage('ice_restart_request', {}, 'student')));
    expect(fresh.log).not.toContain('restart-offer');
    // An answer to the old connection's offer (gen 1) does not land on the new one (gen 2).
    await runAsync(() => t.s.handle(signalMessage('answer', { sdp: 'stale', gen: 1 }, 'student')));
    expect(fresh.remoteDescription).toBeNull();
    await runAsync(() => t.s.handle(signalMessage('answer', { sdp: 'fresh', gen: 2 }, 'student')));
    expect(fresh.remoteDescription?.sdp).toBe('fresh');
  });

  it('teacher: an offer never answered is made again on a fresh connection', async () => {
    const t = session('teacher');
    await runAsync(() => t.s.connect());
    await runAsync(() => t.s.restartIce());
    expect(t.peers).toHaveLength(2);
    expect(t.sent.at(-1)).toMatchObject({ type: 'offer', data: { gen: 2 } });
  });

  it('a path the stats show relayed is restarted after the shorter grace; a direct one after 5 s', async () => {
    const st = session('student', 'all');
    await runAsync(() =>
      st.s.handle(signalMessage('offer', { type: 'offer', sdp: 'o1', gen: 1 }, 'teacher')),
    );
    const pc = st.peers[0] as FakePeer;
    const requests = () => st.sent.filter((m) => m.type === 'ice_restart_request').length;
    pc.setState('connected');
    await vi.advanceTimersByTimeAsync(10); // the stats read once up: no relay
    pc.setState('disconnected');
    await vi.advanceTimersByTimeAsync(RELAY_GRACE_MS + 10);
    expect(requests()).toBe(0);
    pc.setState('connected');
    pc.selectedPair = { local: 'relay', remote: 'host' };
    pc.setState('connected'); // up again, now through the relay
    await vi.advanceTimersByTimeAsync(10);
    pc.setState('disconnected');
    await vi.advanceTimersByTimeAsync(RELAY_GRACE_MS);
    expect(requests()).toBe(1);
  });

  it('a relayed path whose packets stop is restarted before the browser calls it down, and is up when they return', async () => {
    const st = session('student', 'all');
    await runAsync(() =>
      st.s.handle(signalMessage('offer', { type: 'offer', sdp: 'o1', gen: 1 }, 'teacher')),
    );
    const pc = st.peers[0] as FakePeer;
    const requests = () => st.sent.filter((m) => m.type === 'ice_restart_request').length;
    pc.selectedPair = { local: 'relay', remote: 'relay' };
    pc.setState('connected');
    await vi.advanceTimersByTimeAsync(STALL_CHECK_MS * 4); // packets arriving
    expect(requests()).toBe(0);
    pc.flowing = false; // the relay lost the allocation; the browser still says 'connected'
    await vi.advanceTimersByTimeAsync(RELAY_STALL_MS - STALL_CHECK_MS);
    expect(requests()).toBe(0);
    await vi.advanceTimersByTimeAsync(STALL_CHECK_MS * 2);
    expect(requests()).toBe(1);
    expect(st.s.getSnapshot().reconnecting).toBe(true);
    pc.flowing = true; // the restart worked on the same connection, which never left 'connected'
    await vi.advanceTimersByTimeAsync(STALL_CHECK_MS * 2);
    expect(st.s.getSnapshot().reconnecting).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests()).toBe(1);
  });

  it('a relayed path that never received anything (the other side sends nothing) is not restarted', async () => {
    const st = session('student', 'relay');
    await runAsync(() =>
      st.s.handle(signalMessage('offer', { type: 'offer', sdp: 'o1', gen: 1 }, 'teacher')),
    );
    const pc = st.peers[0] as FakePeer;
    pc.flowing = false;
    pc.setState('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(st.sent.filter((m) => m.type === 'ice_restart_request')).toHaveLength(0);
  });

  it('with the relay policy every path is relayed, even one that drops before its stats are read', async () => {
    const st = session('student', 'relay');
    await runAsync(() =>
      st.s.handle(signalMessage('offer', { type: 'offer', sdp: 'o1', gen: 1 }, 'teacher')),
    );
    const pc = st.peers[0] as FakePeer;
    pc.setState('connected');
    pc.setState('disconnected');
    await vi.advanceTimersByTimeAsync(RELAY_GRACE_MS);
    expect(st.sent.at(-1)?.type).toBe('ice_restart_request');
  });

  it('student: asks the teacher to restart, answers the restart offer on the same connection with its number', async () => {
    const st = session('student', 'all');
    await runAsync(() =>
      st.s.handle(signalMessage('offer', { type: 'offer', sdp: 'o1', gen: 1 }, 'teacher')),
    );
    expect(st.sent.at(-1)).toMatchObject({ type: 'answer', data: { gen: 1 } });
    const pc = st.peers[0] as FakePeer;
    pc.setState('connected');
    pc.setState('disconnected');
    expect(st.s.getSnapshot().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS);
    expect(st.sent.at(-1)?.type).toBe('ice_restart_request');
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(st.sent.filter((m) => m.type === 'ice_restart_request')).toHaveLength(2);
    await runAsync(() =>
      st.s.handle(signalMessage('renegotiate_offer', { type: 'offer', sdp: 'o2', gen: 5 }, 'teacher')),
    );
    expect(st.peers).toHaveLength(1);
    expect(st.sent.at(-1)).toMatchObject({ type: 'renegotiate_answer', data: { gen: 5 } });
    pc.setState('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(st.sent.filter((m) => m.type === 'ice_restart_request')).toHaveLength(2);
  });

  it('says why when the TURN server refuses the credentials, and clears it once connected', async () => {
    const t = session('teacher');
    await runAsync(() => t.s.connect());
    const pc = t.peers[0] as FakePeer;
    pc.onicecandidateerror?.({ errorCode: 701 });
    expect(t.s.getSnapshot().problem).toBeNull();
    pc.onicecandidateerror?.({ errorCode: 401 });
    expect(t.s.getSnapshot().problem).toBe(RELAY_REFUSED);
    pc.setState('connected');
    expect(t.s.getSnapshot().problem).toBeNull();
  });
});

/** Runs a step whose fakes resolve on timers, under fake timers. */
async function runAsync<T>(step: () => Promise<T>): Promise<T> {
  const p = step();
  await vi.advanceTimersByTimeAsync(20);
  return p;
}
