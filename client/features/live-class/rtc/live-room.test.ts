import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import { meetingStatus } from '../../../test/builders.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { OUTBOX_RETRY_MS } from './chat-outbox.ts';
import { ConnectionQualityMonitor } from './connection-quality.ts';
import { LiveRoom } from './live-room.ts';
import { MediaDevicesController } from './media-devices.ts';
import { PeerSession } from './peer-session.ts';
import { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import { type Access, OfflineError, type RoomApi } from './room-api.ts';
import { SecondCamera } from './second-camera.ts';
import type { SignallingClient, SignallingHandlers } from './signalling-client.ts';
import { SoundDelayMonitor } from './sound-delay.ts';
import { asPeer, cameraStream, FakePeer, PARTIES, streamOf } from './test-fakes.ts';

// vi.waitFor's 1 s default depends on the machine's speed; a busy one needs more.
const WAIT = { timeout: 5_000 };

const status = (p: Partial<MeetingStatus>): MeetingStatus => meetingStatus(p);
const both = status({ teacher_joined: 1, student_joined: 1, is_started: 1 });
const chat = (id: number, sender_role: Role): ChatMessage => ({
  id,
  sender_id: sender_role === 'teacher' ? 1 : 2,
  sender_name: sender_role,
  sender_role,
  message_type: 'text',
  message_content: `message ${id}`,
  file_path: null,
  file_name: null,
  file_size: null,
  mime_type: null,
  created_at: '2026-01-01T00:00:00Z',
});

function setup(opts: { role?: Role; access?: Access | Error; classId?: string } = {}) {
  const role = opts.role ?? 'teacher';
  const access = opts.access ?? {
    kind: 'allowed',
    batchName: 'Piano',
    whenLabel: 'Tue 3 Mar 2026, 13:30 London time (18:00 in India)',
    needsPassword: false,
    role,
    userId: 7,
    parties: PARTIES,
  };
  const calls: string[] = [];
  const api: RoomApi = {
    checkAccess: vi.fn(async () => {
      if (access instanceof Error) throw access;
      return access;
    }),
    verifyPassword: vi.fn(async (pw: string) =>
      pw === 'letmein'
        ? { success: true, message: 'ok' }
        : { success: false, message: 'Incorrect class password' },
    ),
    recordAttendance: vi.fn(async (action) => calls.push(`attendance:${action}`)),
    startClass: vi.fn(async () => calls.push('start')),
    completeClass: vi.fn(async () => calls.push('complete')),
    setMusicMode: vi.fn(async (on: boolean) => ({ ...both, music_mode: on ? (1 as const) : (0 as const) })),
    fallBackFromLowLatency: vi.fn(async () => ({
      ...both,
      low_latency: 0 as const,
      low_latency_fell_back: 1 as const,
    })),
    setLowLatency: vi.fn(async (on: boolean) => ({ ...both, low_latency: on ? (1 as const) : (0 as const) })),
    sendSignal: vi.fn(async (type) => calls.push(`signal:${type}`)),
    initialChat: vi.fn(async () => [chat(1, 'teacher'), chat(2, 'student')]),
    sendChat: vi.fn(async (text: string) => ({ ...chat(50, role), message_content: text })),
    uploadChatFile: vi.fn(async () => ({ ...chat(51, role), message_type: 'image' as const })),
  };
  const peers: FakePeer[] = [];
  const screen = new FakeTrack('video');
  const source = {
    getUserMedia: vi.fn(async () => cameraStream()),
    getDisplayMedia: vi.fn(async () => fakeStream(screen)),
  };
  let handlers: SignallingHandlers | null = null;
  const signalling = {
    start: vi.fn(() => calls.push('listen')),
    stop: vi.fn(),
    setChat: vi.fn(),
    ready: Promise.resolve(),
  };
  const now = { t: 1_000 };
  const phonePeers: { from: Role; peer: FakePeer }[] = [];
  const phoneEnd = (from: Role) =>
    new PhoneCameraReceiver({
      from,
      iceServers: [],
      createPeer: (c) => {
        const peer = new FakePeer(c);
        phonePeers.push({ from, peer });
        return asPeer(peer);
      },
      send: api.sendSignal,
      streamOf,
    });
  const room = new LiveRoom({
    classId: opts.classId ?? '7',
    api,
    now: () => now.t,
    createParts: (r, h) => {
      handlers = h;
      const peer = new PeerSession({
        role: r,
        iceServers: [],
        streamOf,
        createPeer: (c) => {
          const p = new FakePeer(c);
          peers.push(p);
          return asPeer(p);
        },
        send: api.sendSignal,
      });
      return {
        media: new MediaDevicesController(source, streamOf),
        second: new SecondCamera(source),
        phone: phoneEnd('student'),
        ownPhone: phoneEnd('teacher'),
        peer,
        signalling: signalling as unknown as SignallingClient,
        quality: ConnectionQualityMonitor.ofPeer(peer),
        delay: new SoundDelayMonitor({
          getStats: () => peer.getStats(),
          ownCaptureMs: () => null,
          theirCaptureMs: () => null,
          tellCapture: () => {},
        }),
      };
    },
  });
  const push = () => handlers as unknown as SignallingHandlers;
  return { room, api, calls, peers, phonePeers, push, now, source, screen, signalling };
}

describe('LiveRoom access', () => {
  it.each(['', 'undefined', 'null'])(
    'shows the invalid id screen for %j without asking the server',
    async (id) => {
      const { room, api } = setup({ classId: id });
      await room.load();
      expect(room.getSnapshot().stage).toBe('invalid');
      expect(api.checkAccess).not.toHaveBeenCalled();
    },
  );

  it.each([
    [{ kind: 'completed' } as Access, 'completed'],
    [{ kind: 'denied', message: null } as Access, 'denied'],
    [new Error('offline'), 'error'],
  ])('leads an access answer to its screen', async (access, stage) => {
    const { room } = setup({ access });
    expect(room.getSnapshot().stage).toBe('loading');
    await room.load();
    expect(room.getSnapshot().stage).toBe(stage);
  });

  it("keeps the two parties the access check names, for their tiles, the lesson's time for the header, and who we are (our marks on the score)", async () => {
    const { room } = setup();
    await room.load();
    expect(room.getSnapshot().userId).toBe(7);
    expect(room.getSnapshot().parties).toEqual(PARTIES);
    expect(room.getSnapshot().whenLabel).toBe('Tue 3 Mar 2026, 13:30 London time (18:00 in India)');
  });
});

describe('LiveRoom join dialog', () => {
  const withPassword: Access = {
    kind: 'allowed',
    batchName: 'Voice',
    whenLabel: null,
    needsPassword: true,
    role: 'student',
    userId: 8,
    parties: PARTIES,
  };

  it('asks for the password, shows the server message, then enters', async () => {
    const { room } = setup({ access: withPassword, role: 'student' });
    await room.load();
    await room.join('  ');
    expect(room.getSnapshot().joinError).toBe('Password is required');
    await room.join('wrong');
    expect(room.getSnapshot()).toMatchObject({ stage: 'join', joinError: 'Incorrect class password' });
    await room.join('letmein');
    expect(room.getSnapshot().stage).toBe('room');
  });

  it('says the password could not be verified when the call fails', async () => {
    const { room, api } = setup({ access: withPassword, role: 'student' });
    vi.mocked(api.verifyPassword).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await room.load();
    await room.join('letmein');
    expect(room.getSnapshot().joinError).toBe('Failed to verify password');
  });

  it('listens before recording the join; a teacher also starts the class', async () => {
    const { room, calls, source } = setup();
    await room.load();
    await room.join();
    expect(source.getUserMedia).toHaveBeenCalled();
    expect(calls).toEqual(['listen', 'attendance:join', 'start']);
    expect(room.getSnapshot().overlay).toBe('Waiting for student to join...');
  });

  it('announces itself once listening, without waiting for the camera to open', async () => {
    const { room, calls, source } = setup({ role: 'student' });
    source.getUserMedia.mockReturnValueOnce(new Promise<MediaStream>(() => {}));
    await room.load();
    await room.join();
    expect(calls).toEqual(['listen', 'attendance:join']);
  });

  it('a student does not start the class', async () => {
    const { room, calls } = setup({ role: 'student' });
    await room.load();
    await room.join();
    expect(calls).toEqual(['listen', 'attendance:join']);
    expect(room.getSnapshot().overlay).toBe('Waiting for teacher to join...');
  });
});

describe('LiveRoom presence', () => {
  it('starts the timer when both are first seen and the teacher offers', async () => {
    const { room, push, now, calls } = setup();
    await room.load();
    await room.join();
    push().status(status({ teacher_joined: 1 }));
    expect(room.getSnapshot()).toMatchObject({ bothPresent: false, timerStartedAt: null });
    now.t = 5_000;
    push().status(both);
    await vi.waitFor(() => expect(calls).toContain('signal:offer'), WAIT);
    expect(room.getSnapshot()).toMatchObject({ bothPresent: true, overlay: null, timerStartedAt: 5_000 });
  });

  it('shows the left overlay and connects afresh when the student comes back', async () => {
    const { room, push, peers } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    push().status({ ...both, student_left: 1 });
    expect(room.getSnapshot()).toMatchObject({
      overlay: 'Your student left the meeting',
      bothPresent: false,
    });
    expect(peers[0].closed).toBe(true);
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(2), WAIT);
    expect(room.getSnapshot().overlay).toBeNull();
  });

  it('connects afresh when the student left and came back between two looks at the status', async () => {
    const { room, push, peers, calls } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    push().status(both); // the same status again: nothing to do
    push().status({ ...both, student_joins: 2 }); // the leave was never seen
    await vi.waitFor(() => expect(peers).toHaveLength(2), WAIT);
    expect(peers[0].closed).toBe(true);
    expect(calls.filter((c) => c === 'signal:offer')).toHaveLength(2);
  });

  it('tells the student their teacher left', async () => {
    const { room, push } = setup({ role: 'student' });
    await room.load();
    await room.join();
    push().status({ ...both, teacher_left: 1 });
    expect(room.getSnapshot().overlay).toBe('Your teacher left the meeting');
  });
});

describe('LiveRoom chat', () => {
  it('counts unread messages from the other side while the chat is closed', async () => {
    const { room, push } = setup();
    await room.load();
    await room.join();
    push().chat(chat(3, 'student'));
    push().chat(chat(3, 'student'));
    push().chat(chat(4, 'teacher'));
    expect(room.getSnapshot().unread).toBe(1);
    await room.openChat();
    expect(room.getSnapshot().unread).toBe(0);
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    push().chat(chat(5, 'student'));
    expect(room.getSnapshot().unread).toBe(0);
  });

  it('sends trimmed text, one at a time, and reports a failure', async () => {
    const { room, api } = setup();
    await room.load();
    await room.join();
    expect(await room.sendChat('   ')).toBe(false);
    let release = () => {};
    vi.mocked(api.sendChat).mockImplementationOnce(
      () => new Promise((r) => (release = () => r(chat(60, 'teacher')))),
    );
    const first = room.sendChat('  hello  ');
    expect(await room.sendChat('second')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(api.sendChat).toHaveBeenCalledWith('hello', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(room.getSnapshot().messages.map((m) => m.id)).toContain(60); // shown at once, counted as read
    vi.mocked(api.sendChat).mockRejectedValueOnce(new Error('down'));
    expect(await room.sendChat('again')).toBe(false);
  });

  it('keeps chat typed while offline and sends it once the network is back: in order, once each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { room, api, push } = setup();
      await room.load();
      await room.join();
      let online = false;
      let nextId = 70;
      const stored: string[] = [];
      vi.mocked(api.sendChat).mockImplementation(async (text: string) => {
        if (!online) throw new OfflineError();
        stored.push(text);
        return { ...chat(nextId++, 'teacher'), message_content: text };
      });
      expect(await room.sendChat('one')).toBe(true);
      expect(await room.sendChat('two')).toBe(true);
      expect(room.getSnapshot().outbox.map((m) => m.text)).toEqual(['one', 'two']);
      await vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MS * 3); // still offline: retried, kept
      expect(room.getSnapshot().outbox).toHaveLength(2);
      online = true;
      push().status(both); // word from the server: sent now, not at the next retry
      await vi.waitFor(() => expect(room.getSnapshot().outbox).toEqual([]), WAIT);
      expect(await room.sendChat('three')).toBe(true);
      await vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MS * 3);
      expect(stored).toEqual(['one', 'two', 'three']);
      const texts = room.getSnapshot().messages.map((m) => m.message_content);
      expect(texts.filter((t) => ['one', 'two', 'three'].includes(t))).toEqual(['one', 'two', 'three']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a message again with its key when the answer was lost, so the server stores it once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { room, api, push } = setup();
      await room.load();
      await room.join();
      // The server as the route keeps it: one message per key. The first answer is lost on the way.
      const byKey = new Map<string, ReturnType<typeof chat>>();
      let loseAnswer = true;
      vi.mocked(api.sendChat).mockImplementation(async (text: string, key: string) => {
        const message = byKey.get(key) ?? { ...chat(80 + byKey.size, 'teacher'), message_content: text };
        byKey.set(key, message);
        if (loseAnswer) throw new OfflineError();
        return message;
      });
      expect(await room.sendChat('only once')).toBe(true);
      expect(room.getSnapshot().outbox.map((m) => m.text)).toEqual(['only once']);
      loseAnswer = false;
      push().status(both);
      await vi.waitFor(() => expect(room.getSnapshot().outbox).toEqual([]), WAIT);
      const keys = vi.mocked(api.sendChat).mock.calls.map(([, key]) => key);
      expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), keys[0]]);
      expect(byKey.size).toBe(1);
      expect(room.getSnapshot().messages.filter((m) => m.message_content === 'only once')).toHaveLength(1);
      // The next message is another one: a key of its own.
      expect(await room.sendChat('next')).toBe(true);
      expect(byKey.size).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows reconnecting on the indicator the moment the connection goes down', async () => {
    const { room, peers, push } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    const parts = room.parts as NonNullable<typeof room.parts>;
    await vi.waitFor(() => expect(peers[0]?.onconnectionstatechange).toBeTruthy(), WAIT);
    peers[0]?.setState('connected');
    peers[0]?.setState('failed');
    expect(parts.peer.getSnapshot().reconnecting).toBe(true);
    expect(parts.quality.getSnapshot().quality).toBe('reconnecting');
    room.teardown();
  });
});

describe('LiveRoom second camera', () => {
  it('sends the second camera on its own m-line as it is added and taken away, and stops it on leaving', async () => {
    const { room, peers, push, calls } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    const parts = room.parts as NonNullable<typeof room.parts>;
    const line = () => peers[0].transceivers.find((t) => t.mid === '2')?.raw;
    await vi.waitFor(() => expect(line()).toBeTruthy(), WAIT);
    await parts.second.start('keys');
    const track = parts.second.track();
    await vi.waitFor(() => expect(line()?.track).toBe(track), WAIT);
    parts.second.stop();
    await vi.waitFor(() => expect(line()?.track).toBeNull(), WAIT);
    await parts.second.start('keys');
    const again = parts.second.track() as unknown as FakeTrack;
    room.teardown();
    expect(again.stopped).toBe(true);
    expect(calls.filter((c) => c === 'signal:offer')).toHaveLength(1);
  });
});

describe('LiveRoom phone cameras', () => {
  it("a teacher's room answers its own phone beside the student's, and the lesson's connection sees neither", async () => {
    const { room, peers, phonePeers, push, api } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    const lessonLog = [...peers[0].log];
    const signal = (from_role: Role, phone: string) => ({
      id: phonePeers.length + 100,
      message_type: 'camera_offer' as const,
      data: { phone, sdp: 'phone-offer' },
      from_role,
      to_role: 'teacher' as const,
      created_at: new Date().toISOString(),
    });
    push().signal(signal('teacher', 'p1-teacher'));
    push().signal(signal('student', 'p2-teacher'));
    await vi.waitFor(() => expect(phonePeers.map((p) => p.from)).toEqual(['teacher', 'student']), WAIT);
    await vi.waitFor(
      () =>
        expect(api.sendSignal).toHaveBeenCalledWith(
          'camera_answer',
          { phone: 'p1-teacher', sdp: 'answer-sdp' },
          'teacher',
        ),
      WAIT,
    );
    expect(api.sendSignal).toHaveBeenCalledWith(
      'camera_answer',
      { phone: 'p2-teacher', sdp: 'answer-sdp' },
      'student',
    );
    const parts = room.parts as NonNullable<typeof room.parts>;
    const track = new FakeTrack('video');
    phonePeers[0].peer.receive(fakeStream(track), track);
    expect(parts.ownPhone.getSnapshot().stream?.getVideoTracks()).toEqual([track]);
    expect(parts.phone.getSnapshot().stream).toBeNull();
    expect(peers[0].log).toEqual(lessonLog);
    room.teardown();
    expect(phonePeers.every((p) => p.peer.closed)).toBe(true);
  });
});

describe('LiveRoom screen share and leaving', () => {
  it('shares the screen, and restores the camera when the browser ends the share', async () => {
    const { room, push, calls, screen } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await room.startScreenShare();
    expect(room.getSnapshot().sharing).toBe(true);
    expect(calls).toContain('signal:screen_offer');
    screen.end();
    await vi.waitFor(() => expect(calls).toContain('signal:stop_screen_share'), WAIT);
    expect(room.getSnapshot().sharing).toBe(false);
  });

  it('explains a refused screen share', async () => {
    const { room, source } = setup();
    const refusal = new Error('NotAllowedError');
    source.getDisplayMedia.mockRejectedValueOnce(refusal);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await room.load();
    await room.join();
    await room.startScreenShare();
    expect(room.getSnapshot().screenError).toBe(
      'Failed to start screen sharing. Please check your browser permissions.',
    );
    expect(logged).toHaveBeenCalledWith('Screen sharing failed:', refusal);
    logged.mockRestore();
  });

  it('a teacher leaving records the leave, completes the class and stops listening', async () => {
    const { room, calls, signalling } = setup();
    await room.load();
    await room.join();
    await room.leave();
    expect(calls.slice(-2)).toEqual(['attendance:leave', 'complete']);
    expect(signalling.stop).toHaveBeenCalled();
    expect(room.getSnapshot().overlay).toBe('You left the meeting');
  });

  it('a student leaving only records the leave', async () => {
    const { room, calls } = setup({ role: 'student' });
    await room.load();
    await room.join();
    await room.leave();
    expect(calls.at(-1)).toBe('attendance:leave');
    expect(calls).not.toContain('complete');
  });
});

describe('LiveRoom camera state', () => {
  it('shows and tells the other party its camera is off while it is turned off, and on again after', async () => {
    const { room, push, peers } = setup();
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    const [channel] = peers[0].channels;
    channel.open();
    expect(channel.sent).toEqual(['{"camera":true}']);
    expect(room.getSnapshot().cameraOff).toBe(false);
    room.setVideo(false);
    expect(room.getSnapshot().cameraOff).toBe(true);
    room.setVideo(true);
    expect(channel.sent).toEqual(['{"camera":true}', '{"camera":false}', '{"camera":true}']);
  });

  it('says the camera is off when there is none (only a microphone opened)', async () => {
    const { room, push, peers, source } = setup();
    source.getUserMedia.mockResolvedValue(fakeStream(new FakeTrack('audio')));
    await room.load();
    await room.join();
    push().status(both);
    await vi.waitFor(() => expect(peers).toHaveLength(1), WAIT);
    peers[0].channels[0].open();
    expect(peers[0].channels[0].sent).toEqual(['{"camera":false}']);
    expect(room.getSnapshot().cameraOff).toBe(true);
  });
});
