import { describe, expect, it, vi } from 'vitest';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { meetingStatus, signalMessage } from '../../../test/builders.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import { PHONE_RETRY_MS, PhoneCameraSender } from './phone-camera-sender.ts';
import { type PhonePeer, phoneNoteOf } from './phone-camera-signal.ts';
import { fakePeers, streamOf } from './test-fakes.ts';

// The phones' signals here come from the student's side unless a test says otherwise.
const msg = (message_type: SignalType, data: unknown) => signalMessage(message_type, data, 'student');
const WAIT = { timeout: 5_000 };
const withStudent = (joins = 1) =>
  meetingStatus({ teacher_joined: 1, student_joined: 1, student_joins: joins });
const withTeacher = (joins = 1) =>
  meetingStatus({ teacher_joined: 1, student_joined: 1, teacher_joins: joins });
const withoutTeacher = meetingStatus({ student_joined: 1, teacher_left: 1 });
const teacherAlone = meetingStatus({ teacher_joined: 1 });

/** What an end sends, in order, and to whom. */
function sentTo() {
  const sent: { type: SignalType; data: Record<string, unknown>; to: ClassRole }[] = [];
  const send = async (type: SignalType, data: unknown, to: ClassRole) => {
    sent.push({ type, data: data as Record<string, unknown>, to });
  };
  return { sent, send };
}

function phone(role: ClassRole = 'student') {
  const { peers, createPeer } = fakePeers<PhonePeer>();
  const { sent, send } = sentTo();
  const camera = new FakeTrack('video');
  const sender = new PhoneCameraSender({
    role,
    id: 'phone-1',
    capture: { getUserMedia: vi.fn(async () => fakeStream(camera)) },
    iceServers: [],
    createPeer,
    send,
  });
  return { sender, peers, sent, camera };
}

describe("the phone's end", () => {
  it('waits for the other party, then offers its camera alone, sending only, named by its id', async () => {
    const { sender, peers, sent, camera } = phone();
    sender.status(withoutTeacher);
    await sender.start();
    expect(sender.getSnapshot().phase).toBe('waiting');
    expect(peers).toHaveLength(0);
    sender.status(withTeacher());
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(['camera_offer']), WAIT);
    expect(sent[0].data).toMatchObject({ phone: 'phone-1-teacher', sdp: expect.any(String) });
    expect(peers[0].transceivers.map((t) => [t.raw.track, t.direction])).toEqual([[camera, 'sendonly']]);

    // Another phone's answer is not ours; ours is applied, with the room's candidates.
    sender.handle(msg('camera_answer', { phone: 'phone-2-teacher', sdp: 'other' }));
    sender.handle(msg('camera_answer', { phone: 'phone-1-teacher', sdp: 'ours' }));
    sender.handle(
      msg('camera_candidate', { phone: 'phone-1-teacher', from: 'phone', candidate: { candidate: 'echo' } }),
    );
    sender.handle(
      msg('camera_candidate', { phone: 'phone-1-teacher', from: 'room', candidate: { candidate: 'c1' } }),
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
      sender.status(withTeacher(1));
      await vi.waitFor(() => expect(peers).toHaveLength(1));
      sender.status(withoutTeacher);
      expect(peers[0].closed).toBe(true);
      expect(sender.getSnapshot().phase).toBe('waiting');
      sender.status(withTeacher(2));
      await vi.waitFor(() => expect(peers).toHaveLength(2));
      sender.status(withTeacher(3)); // left and came back between two statuses
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
    sender.status(withTeacher());
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    sender.stop();
    expect(camera.stopped).toBe(true);
    expect(peers[0].closed).toBe(true);
    await vi.waitFor(
      () =>
        expect(sent.at(-1)).toEqual({
          type: 'camera_leave',
          data: { phone: 'phone-1-teacher' },
          to: 'teacher',
        }),
      WAIT,
    );
  });

  it("a teacher's phone keeps a connection to each room, the teacher's own for the recording", async () => {
    const { sender, peers, sent } = phone('teacher');
    sender.status(teacherAlone);
    await sender.start();
    // The teacher's own room first; the page waits for the student all the same.
    await vi.waitFor(
      () => expect(sent.map((m) => [m.type, m.to])).toEqual([['camera_offer', 'teacher']]),
      WAIT,
    );
    expect(sent[0].data.phone).toBe('phone-1-teacher');
    expect(sender.getSnapshot().phase).toBe('waiting');
    sender.status(withStudent());
    await vi.waitFor(() => expect(sent).toHaveLength(2), WAIT);
    expect(sent[1]).toMatchObject({
      type: 'camera_offer',
      to: 'student',
      data: { phone: 'phone-1-student' },
    });
    expect(peers).toHaveLength(2);

    // Each room's answer goes to its own connection, by the connection's id.
    sender.handle(msg('camera_answer', { phone: 'phone-1-student', sdp: 'student-room' }));
    sender.handle(msg('camera_answer', { phone: 'phone-1-teacher', sdp: 'own-room' }));
    await vi.waitFor(() => expect(peers[1].remoteDescription).toMatchObject({ sdp: 'student-room' }), WAIT);
    await vi.waitFor(() => expect(peers[0].remoteDescription).toMatchObject({ sdp: 'own-room' }), WAIT);
    peers[1].setState('connected');
    expect(sender.getSnapshot().phase).toBe('sending');

    // The student leaving closes their connection only.
    sender.status(teacherAlone);
    expect([peers[0].closed, peers[1].closed]).toEqual([false, true]);
    sender.stop();
    await vi.waitFor(
      () =>
        expect(sent.filter((m) => m.type === 'camera_leave').map((m) => [m.data.phone, m.to])).toEqual([
          ['phone-1-student', 'student'],
          ['phone-1-teacher', 'teacher'],
        ]),
      WAIT,
    );
  });
});

function room(from: ClassRole = 'student') {
  const { peers, createPeer } = fakePeers<PhonePeer>();
  const { sent, send } = sentTo();
  const receiver = new PhoneCameraReceiver({ from, iceServers: [], streamOf, createPeer, send });
  return { receiver, peers, sent };
}

describe("the room's end", () => {
  it("answers the other party's phone, shows its video, and takes it away when the phone goes", async () => {
    const { receiver, peers, sent } = room();
    expect(receiver.handle(msg('offer', { sdp: 'x' }))).toBe(false); // the lesson's own
    expect(receiver.handle(msg('camera_offer', { phone: 'p1', sdp: 'phone-offer' }))).toBe(true);
    receiver.handle(msg('camera_candidate', { phone: 'p1', from: 'phone', candidate: { candidate: 'c1' } }));
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toEqual(['camera_answer']), WAIT);
    expect(sent[0]).toMatchObject({ data: { phone: 'p1', sdp: 'answer-sdp' }, to: 'student' });
    await vi.waitFor(() => expect(peers[0].log).toContain('candidate:c1'), WAIT);
    const track = new FakeTrack('video');
    peers[0].receive(fakeStream(track), track);
    expect(receiver.getSnapshot().stream?.getVideoTracks()).toEqual([track]);

    receiver.handle(msg('camera_leave', { phone: 'someone-else' }));
    // Messages are handled in order: once a later one for p1 is, the other phone's leave was.
    receiver.handle(msg('camera_candidate', { phone: 'p1', from: 'phone', candidate: { candidate: 'c2' } }));
    await vi.waitFor(() => expect(peers[0].log).toContain('candidate:c2'), WAIT);
    expect(receiver.getSnapshot().stream).not.toBeNull();
    receiver.handle(msg('camera_leave', { phone: 'p1' }));
    await vi.waitFor(() => expect(receiver.getSnapshot().stream).toBeNull(), WAIT);
    expect(peers[0].closed).toBe(true);
  });

  it("the teacher's room answers the teacher's own phone apart from the student's", async () => {
    const own = room('teacher');
    const theirs = room('student');
    const ownOffer = {
      ...msg('camera_offer', { phone: 'p1-teacher', sdp: 'o1' }),
      from_role: 'teacher' as const,
    };
    const studentOffer = msg('camera_offer', { phone: 'p2-teacher', sdp: 'o2' });
    for (const m of [ownOffer, studentOffer]) {
      // Both ends take both (neither is the lesson's), each applies its own phone's.
      expect(own.receiver.handle(m)).toBe(true);
      expect(theirs.receiver.handle(m)).toBe(true);
    }
    await vi.waitFor(() => expect(own.sent).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(theirs.sent).toHaveLength(1), WAIT);
    expect(own.sent[0]).toMatchObject({
      type: 'camera_answer',
      data: { phone: 'p1-teacher' },
      to: 'teacher',
    });
    expect(theirs.sent[0]).toMatchObject({
      type: 'camera_answer',
      data: { phone: 'p2-teacher' },
      to: 'student',
    });
    // The room's own answer comes back in its inbox; it is not an offer to answer.
    own.receiver.handle({ ...msg('camera_answer', { phone: 'p1-teacher', sdp: 'a' }), from_role: 'teacher' });
    const track = new FakeTrack('video');
    own.peers[0].receive(fakeStream(track), track);
    expect(own.receiver.getSnapshot().stream?.getVideoTracks()).toEqual([track]);
    expect(own.peers).toHaveLength(1);
    expect(theirs.peers[0].closed).toBe(false);
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
