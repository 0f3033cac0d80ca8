import { describe, expect, it, vi } from 'vitest';
import type { SignalMessage, SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { meetingStatus } from '../../../test/builders.ts';
import { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import { PHONE_RETRY_MS, PhoneCameraSender } from './phone-camera-sender.ts';
import { phoneNoteOf } from './phone-camera-signal.ts';
import { FakePeer, FakeTrack, fakeStream, streamOf } from './test-fakes.ts';

let nextId = 1;
const msg = (message_type: SignalType, data: unknown): SignalMessage => ({
  id: nextId++,
  message_type,
  data,
  from_role: 'student',
  to_role: 'teacher',
  created_at: new Date().toISOString(),
});
const WAIT = { timeout: 5_000 };
const withStudent = (joins = 1) =>
  meetingStatus({ teacher_joined: 1, student_joined: 1, student_joins: joins });
const withoutStudent = meetingStatus({ teacher_joined: 1, student_left: 1 });

function phone() {
  const peers: FakePeer[] = [];
  const sent: { type: SignalType; data: Record<string, unknown> }[] = [];
  const camera = new FakeTrack('video');
  const sender = new PhoneCameraSender({
    role: 'teacher',
    id: 'phone-1',
    capture: { getUserMedia: vi.fn(async () => fakeStream(camera)) },
    iceServers: [],
    createPeer: (config) => {
      const p = new FakePeer(config);
      peers.push(p);
      return p as never;
    },
    send: async (type, data) => {
      sent.push({ type, data: data as Record<string, unknown> });
    },
  });
  return { sender, peers, sent, camera };
}

describe("the phone's end", () => {
  it('waits for the other party, then offers its camera alone, sending only, named by its id', async () => {
    const { sender, peers, sent, camera } = phone();
    sender.status(withoutStudent);
    await sender.start();
    expect(sender.getSnapshot().phase).toBe('waiting');
    expect(peers).toHaveLength(0);
    sender.status(withStudent());
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(['camera_offer']), WAIT);
    expect(sent[0].data).toMatchObject({ phone: 'phone-1', sdp: expect.any(String) });
    expect(peers[0].transceivers.map((t) => [t.raw.track, t.direction])).toEqual([[camera, 'sendonly']]);

    // Another phone's answer is not ours; ours is applied, with the room's candidates.
    sender.handle(msg('camera_answer', { phone: 'phone-2', sdp: 'other' }));
    sender.handle(msg('camera_answer', { phone: 'phone-1', sdp: 'ours' }));
    sender.handle(
      msg('camera_candidate', { phone: 'phone-1', from: 'phone', candidate: { candidate: 'echo' } }),
    );
    sender.handle(
      msg('camera_candidate', { phone: 'phone-1', from: 'room', candidate: { candidate: 'c1' } }),
    );
    await vi.waitFor(
      () => expect(peers[0].log).toEqual(['local:offer', 'remote:answer', 'candidate:c1']),
      WAIT,
    );
    peers[0].setState('connected');
    expect(sender.getSnapshot().phase).toBe('sending');
  });

  it('offers afresh when the other party comes back, and when the connection fails', async () => {
    vi.useFakeTimers();
    try {
      const { sender, peers, sent } = phone();
      await sender.start();
      sender.status(withStudent(1));
      await vi.waitFor(() => expect(peers).toHaveLength(1));
      sender.status(withoutStudent);
      expect(peers[0].closed).toBe(true);
      expect(sender.getSnapshot().phase).toBe('waiting');
      sender.status(withStudent(2));
      await vi.waitFor(() => expect(peers).toHaveLength(2));
      sender.status(withStudent(3)); // left and came back between two statuses
      await vi.waitFor(() => expect(peers).toHaveLength(3));
      peers[2].setState('failed');
      await vi.advanceTimersByTimeAsync(PHONE_RETRY_MS);
      await vi.waitFor(() => expect(sent.filter((m) => m.type === 'camera_offer')).toHaveLength(4));
      expect(peers).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops its camera and tells the room when it goes', async () => {
    const { sender, peers, sent, camera } = phone();
    await sender.start();
    sender.status(withStudent());
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    sender.stop();
    expect(camera.stopped).toBe(true);
    expect(peers[0].closed).toBe(true);
    await vi.waitFor(
      () => expect(sent.at(-1)).toEqual({ type: 'camera_leave', data: { phone: 'phone-1' } }),
      WAIT,
    );
  });
});

function room() {
  const peers: FakePeer[] = [];
  const sent: { type: SignalType; data: Record<string, unknown> }[] = [];
  const receiver = new PhoneCameraReceiver({
    iceServers: [],
    streamOf,
    createPeer: (config) => {
      const p = new FakePeer(config);
      peers.push(p);
      return p as never;
    },
    send: async (type, data) => {
      sent.push({ type, data: data as Record<string, unknown> });
    },
  });
  return { receiver, peers, sent };
}

describe("the room's end", () => {
  it("answers the other party's phone, shows its video, and takes it away when the phone goes", async () => {
    const { receiver, peers, sent } = room();
    expect(receiver.handle(msg('offer', { sdp: 'x' }))).toBe(false); // the lesson's own
    expect(receiver.handle(msg('camera_offer', { phone: 'p1', sdp: 'phone-offer' }))).toBe(true);
    receiver.handle(msg('camera_candidate', { phone: 'p1', from: 'phone', candidate: { candidate: 'c1' } }));
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(['camera_answer']), WAIT);
    expect(sent[0].data).toEqual({ phone: 'p1', sdp: 'answer-sdp' });
    await vi.waitFor(() => expect(peers[0].log).toContain('candidate:c1'), WAIT);
    const track = new FakeTrack('video');
    peers[0].receive(fakeStream(track), track);
    expect(receiver.getSnapshot().stream?.getVideoTracks()).toEqual([track]);

    receiver.handle(msg('camera_leave', { phone: 'someone-else' }));
    await new Promise((r) => setTimeout(r, 5));
    expect(receiver.getSnapshot().stream).not.toBeNull();
    receiver.handle(msg('camera_leave', { phone: 'p1' }));
    await vi.waitFor(() => expect(receiver.getSnapshot().stream).toBeNull(), WAIT);
    expect(peers[0].closed).toBe(true);
  });

  it('a phone opened again replaces the connection; a failed one takes the tile away', async () => {
    const { receiver, peers } = room();
    receiver.handle(msg('camera_offer', { phone: 'p1', sdp: 'o1' }));
    receiver.handle(msg('camera_offer', { phone: 'p2', sdp: 'o2' }));
    await vi.waitFor(() => expect(peers).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(peers[1].localDescription).not.toBeNull(), WAIT);
    expect(peers[0].closed).toBe(true);
    peers[1].receive(fakeStream(new FakeTrack('video')));
    expect(receiver.getSnapshot().stream).not.toBeNull();
    peers[1].setState('failed');
    expect(receiver.getSnapshot().stream).toBeNull();
  });
});

describe('phone camera messages', () => {
  it('are read only in their shapes', () => {
    expect(phoneNoteOf({ message_type: 'camera_leave', data: { phone: 'p' } })).toEqual({
      kind: 'leave',
      phone: 'p',
    });
    expect(phoneNoteOf({ message_type: 'camera_offer', data: { phone: 'p' } })).toBeNull();
    expect(
      phoneNoteOf({ message_type: 'camera_candidate', data: { phone: 'p', from: 'x', candidate: {} } }),
    ).toBeNull();
    expect(phoneNoteOf({ message_type: 'offer', data: { phone: 'p', sdp: 's' } })).toBeNull();
    expect(phoneNoteOf({ message_type: 'camera_leave', data: null })).toBeNull();
  });
});
