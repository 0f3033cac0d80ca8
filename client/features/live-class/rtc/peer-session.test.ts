import { describe, expect, it, vi } from 'vitest';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import { signalMessage } from '../../../test/builders.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { withMusicOpus } from './opus-sdp.ts';
import { sessionOnFakes } from './session-on-fakes.ts';
import { cameraStream, type FakePeer } from './test-fakes.ts';

// vi.waitFor's 1 s default depends on the machine's speed; a busy one needs more.
const WAIT = { timeout: 5_000 };

// An offer's audio section as Chromium writes it, enough for the Opus edits to find.
const OPUS_SDP =
  'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n';

function setup(role: Role, withCamera = true) {
  const { session, peers, sent } = sessionOnFakes({ role });
  const camera = cameraStream();
  if (withCamera) session.setLocalStream(camera);
  return { session, peers, sent, camera };
}

describe('PeerSession, teacher side', () => {
  it('makes the offer with the local tracks and the configured ICE servers', async () => {
    const { session, peers, sent } = setup('teacher');
    await session.connect();
    expect(peers).toHaveLength(1);
    expect(peers[0].config.iceServers).toEqual([]);
    // The third m-line is the second camera's, sending nothing until there is one; the offer names it.
    expect(peers[0].senders.map((s) => s.track?.kind)).toEqual(['video', 'audio', undefined]);
    expect(sent).toEqual([
      { type: 'offer', data: { type: 'offer', sdp: 'offer-sdp-0', gen: 1, second: '2' } },
    ]);
  });

  it('holds candidates that come before the answer and applies them after it', async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    session.handle(signalMessage('ice-candidate', { candidate: 'c1' }, 'student'));
    await session.handle(signalMessage('answer', { type: 'answer', sdp: 'a' }, 'student'));
    expect(peers[0].log).toEqual(['local:offer', 'remote:answer', 'candidate:c1']);
  });

  it('connects afresh when the student comes back, ignoring an answer to the old offer', async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1' }, 'student'));
    session.disconnect();
    expect(peers[0].closed).toBe(true);
    expect(session.getSnapshot().remoteStream).toBeNull();
    await session.connect();
    expect(peers).toHaveLength(2);
    await session.handle(signalMessage('answer', { sdp: 'a2' }, 'student'));
    await session.handle(signalMessage('answer', { sdp: 'stale' }, 'student'));
    expect(peers[1].remoteDescription?.sdp).toBe('a2');
  });
});

describe('PeerSession, the sound in music mode', () => {
  const streamsOf = (peer: FakePeer, kind: 'audio' | 'video') =>
    peer.senders.find((x) => x.track?.kind === kind)?.streams.map((st) => st.id);

  it('teacher: music mode moves the sound to a stream of its own (no lip sync), voice mode puts it back', async () => {
    const { session, peers, sent } = setup('teacher');
    await session.connect();
    const camera = streamsOf(peers[0], 'video');
    expect(streamsOf(peers[0], 'audio')).toEqual(camera); // voice: together, for lip sync
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    await session.setMusic(true);
    expect(sent.at(-1)?.type).toBe('renegotiate_offer');
    const alone = streamsOf(peers[0], 'audio');
    expect(alone).toHaveLength(1);
    expect(alone).not.toEqual(camera);
    expect(streamsOf(peers[0], 'video')).toEqual(camera);
    await session.handle(signalMessage('renegotiate_answer', { sdp: 'a2', gen: 2 }, 'student'));
    await session.setMusic(false);
    expect(streamsOf(peers[0], 'audio')).toEqual(camera);
  });

  it('teacher: a connection made in music mode sends the sound alone from its first offer', async () => {
    const { session, peers } = setup('teacher');
    await session.setMusic(true);
    await session.connect();
    expect(streamsOf(peers[0], 'audio')).not.toEqual(streamsOf(peers[0], 'video'));
  });

  it('student: answers a music offer with the sound alone, and a voice offer with it beside the camera', async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { sdp: 'o1' }));
    const camera = streamsOf(peers[0], 'video');
    expect(streamsOf(peers[0], 'audio')).toEqual(camera);
    await session.handle(signalMessage('renegotiate_offer', { sdp: withMusicOpus(OPUS_SDP, 128) }));
    expect(streamsOf(peers[0], 'audio')).not.toEqual(camera);
    await session.handle(signalMessage('renegotiate_offer', { sdp: OPUS_SDP }));
    expect(streamsOf(peers[0], 'audio')).toEqual(camera);
  });

  it("shows the other party's sound and video on one stream, whatever streams they came in", async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { sdp: 'o1' }));
    const video = new FakeTrack('video');
    const sound = new FakeTrack('audio');
    peers[0].receive(fakeStream(video, sound), video);
    const shown = session.getSnapshot().remoteStream;
    peers[0].receive(fakeStream(sound), sound); // music mode: the same track, now in a stream of its own
    peers[0].receive(fakeStream(sound), sound);
    expect(session.getSnapshot().remoteStream).toBe(shown);
    expect(shown?.getTracks()).toEqual([video, sound]);
  });
});

describe('PeerSession, a new mode on a new sound m-line', () => {
  // Two m-lines and the second camera's, as an offer names them; mid 3 is the new sound's.
  const line = (kind: string, mid: string, port = 9) =>
    `m=${kind} ${port} UDP/TLS/RTP/SAVPF 111\r\na=mid:${mid}\r\n` +
    (kind === 'audio' ? 'a=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n' : '');
  const offerWith = (...lines: string[]) => `v=0\r\n${lines.join('')}`;
  const soundLines = (peer: FakePeer) => peer.transceivers.filter((t) => t.raw.kind === 'audio');

  it('teacher: a switch of mode stops the sound m-line and sends the microphone on a new one in the same offer; the camera keeps its own', async () => {
    const { session, peers, sent, camera } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    const [first] = soundLines(peers[0]);
    const face = peers[0].transceivers[0];
    await session.setMusic(true, true);
    expect(sent.at(-1)?.type).toBe('renegotiate_offer');
    expect(first.direction).toBe('stopped');
    const renewed = soundLines(peers[0]).filter((t) => t.direction === 'sendrecv');
    expect(renewed).toHaveLength(1);
    expect(renewed[0].raw.track).toBe(camera.getAudioTracks()[0]);
    expect(renewed[0].raw.streams[0].id).not.toBe(face.raw.streams[0].id); // music: a stream of its own
    expect(peers[0].transceivers[0]).toBe(face);
    expect(face.direction).toBe('sendrecv');
    await session.handle(signalMessage('renegotiate_answer', { sdp: 'a2', gen: 2 }, 'student'));
    expect(soundLines(peers[0])).toEqual(renewed); // the stopped one is gone once answered
  });

  it('teacher: an ICE restart, a second camera or the same mode again keeps the sound m-line', async () => {
    const { session, peers } = setup('teacher');
    await session.setMusic(true);
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    const [sound] = soundLines(peers[0]);
    await session.restartIce();
    await session.handle(signalMessage('renegotiate_answer', { sdp: 'a2', gen: 2 }, 'student'));
    await session.setSecondCamera(new FakeTrack('video') as unknown as MediaStreamTrack);
    await session.setMusic(true);
    expect(soundLines(peers[0])).toEqual([sound]);
    // Low latency is another mode: a new m-line.
    await session.setMusic(true, true);
    expect(sound.direction).toBe('stopped');
  });

  it("student: sends its microphone on the offer's new sound m-line, in the mode's stream, and drops the one the offer stopped", async () => {
    const { session, peers, sent, camera } = setup('student');
    await session.handle(signalMessage('offer', { sdp: offerWith(line('audio', '0'), line('video', '1')) }));
    const [first] = soundLines(peers[0]);
    expect(first.raw.track).toBe(camera.getAudioTracks()[0]);
    const music = withMusicOpus(
      offerWith(line('audio', '0', 0), line('video', '1'), line('audio', '3')),
      128,
      true,
    );
    await session.handle(signalMessage('renegotiate_offer', { sdp: music }));
    expect(sent.at(-1)?.type).toBe('renegotiate_answer');
    const [renewed] = soundLines(peers[0]);
    expect(soundLines(peers[0])).toHaveLength(1);
    expect(renewed).not.toBe(first);
    expect(renewed.mid).toBe('3');
    expect(renewed.direction).toBe('sendrecv');
    expect(renewed.raw.track).toBe(camera.getAudioTracks()[0]);
    const face = peers[0].transceivers.find((t) => t.raw.kind === 'video');
    expect(renewed.raw.streams[0].id).not.toBe(face?.raw.streams[0].id);
  });

  it('a microphone swapped after the switch goes on the new m-line', async () => {
    const { session, peers, camera } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    await session.setMusic(true);
    const mic = new FakeTrack('audio') as unknown as MediaStreamTrack;
    const [oldMic, cam] = camera.getTracks() as unknown as MediaStreamTrack[];
    await session.swapTrack(oldMic, mic, fakeStream(mic as never, cam as never));
    const live = soundLines(peers[0]).find((t) => t.direction !== 'stopped');
    expect(live?.raw.track).toBe(mic);
  });

  it('a student without camera or microphone shares a screen on the video m-line, not the empty sound one', async () => {
    const { session, peers } = setup('student', false);
    await session.handle(signalMessage('offer', { sdp: offerWith(line('audio', '0'), line('video', '1')) }));
    const screen = new FakeTrack('video');
    await session.shareScreen(screen as unknown as MediaStreamTrack);
    const video = peers[0].transceivers.find((t) => t.raw.kind === 'video');
    expect(video?.raw.track).toBe(screen);
    expect(soundLines(peers[0])[0].raw.track).toBeNull();
  });
});

describe('PeerSession, student side', () => {
  it('answers the offer and applies candidates that arrived before it, in order', async () => {
    const { session, peers, sent } = setup('student');
    session.handle(signalMessage('ice-candidate', { candidate: 'early' }));
    session.handle(signalMessage('offer', { type: 'offer', sdp: 'o1' }));
    await session.handle(signalMessage('ice-candidate', { candidate: 'late' }));
    expect(peers[0].log).toEqual(['remote:offer', 'candidate:early', 'local:answer', 'candidate:late']);
    expect(sent).toEqual([{ type: 'answer', data: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('answers an offer that came while the camera was still opening once it is open, with its tracks', async () => {
    const { session, peers, sent } = setup('student');
    let openCamera: (s: MediaStream) => void = () => {};
    session.setLocalStream(new Promise<MediaStream>((resolve) => (openCamera = resolve)));
    const answered = session.handle(signalMessage('offer', { type: 'offer', sdp: 'o1' }));
    await new Promise((r) => setTimeout(r, 5));
    expect(peers).toHaveLength(0);
    expect(sent).toEqual([]);
    openCamera(cameraStream());
    await answered;
    expect(peers[0].senders.map((x) => x.track?.kind)).toEqual(['video', 'audio']);
    expect(sent.map((x) => x.type)).toEqual(['answer']);
  });

  it('still answers, receiving only, when the camera is refused', async () => {
    const { session, peers, sent } = setup('student', false);
    session.setLocalStream(Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await session.handle(signalMessage('offer', { type: 'offer', sdp: 'o1' }));
    expect(peers[0].senders).toEqual([]);
    expect(sent.map((s) => s.type)).toEqual(['answer']);
  });

  it('never makes an offer itself', async () => {
    const { session, peers, sent } = setup('student');
    await session.connect();
    expect(peers).toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('starts a new connection for each new offer (the teacher rejoined)', async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { sdp: 'o1' }));
    peers[0].receive(fakeStream(new FakeTrack('video')));
    expect(session.getSnapshot().remoteStream).not.toBeNull();
    await session.handle(signalMessage('offer', { sdp: 'o2' }));
    expect(peers[0].closed).toBe(true);
    expect(peers[1].remoteDescription?.sdp).toBe('o2');
    expect(session.getSnapshot().remoteStream).toBeNull();
  });

  it('sends its local candidates to the teacher', async () => {
    const { session, peers, sent } = setup('student');
    await session.handle(signalMessage('offer', { sdp: 'o1' }));
    peers[0].onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'mine' }) } });
    await vi.waitFor(() => expect(sent.map((s) => s.type)).toContain('ice-candidate'), WAIT);
  });
});

describe('PeerSession screen share', () => {
  it('replaces the camera with the screen, then restores the camera and signals stop', async () => {
    const { session, peers, sent, camera } = setup('teacher');
    await session.connect();
    const screen = new FakeTrack('video');
    await session.shareScreen(screen as unknown as MediaStreamTrack);
    expect(peers[0].senders[0].track).toBe(screen);
    expect(sent.at(-1)?.type).toBe('screen_offer');
    await session.stopScreenShare(camera.getVideoTracks()[0]);
    expect(peers[0].senders[0].track).toBe(camera.getVideoTracks()[0]);
    expect(sent.at(-1)?.type).toBe('stop_screen_share');
  });

  it('marks the remote side as sharing until it stops', async () => {
    const { session } = setup('student');
    await session.handle(signalMessage('screen_offer', {}));
    expect(session.getSnapshot().remoteSharing).toBe(true);
    await session.handle(signalMessage('stop_screen_share', {}));
    expect(session.getSnapshot().remoteSharing).toBe(false);
  });

  it('keeps sending the screen on a connection made while sharing', async () => {
    const { session, peers } = setup('teacher');
    const screen = new FakeTrack('video');
    await session.shareScreen(screen as unknown as MediaStreamTrack);
    await session.connect();
    expect(peers[0].senders[0].track).toBe(screen);
  });
});

describe('PeerSession device swap', () => {
  it('sends another microphone or camera on the same senders, with no new offer, and on later connections', async () => {
    const { session, peers, sent, camera } = setup('teacher');
    await session.connect();
    const [oldMic, oldCam] = camera.getTracks() as unknown as MediaStreamTrack[];
    const mic = new FakeTrack('audio') as unknown as MediaStreamTrack;
    const cam = new FakeTrack('video') as unknown as MediaStreamTrack;
    await session.swapTrack(oldMic, mic, fakeStream(mic as never, oldCam as never));
    await session.swapTrack(oldCam, cam, fakeStream(mic as never, cam as never));
    // Identity, not likeness: the fake tracks of one kind look alike.
    const same = (tracks: unknown[]) => tracks[0] === cam && tracks[1] === mic;
    expect(same(peers[0].senders.map((s) => s.track))).toBe(true);
    expect(sent.map((m) => m.type)).toEqual(['offer']);
    await session.connect();
    expect(same(peers[1].senders.map((s) => s.track))).toBe(true);
  });

  it('leaves a shared screen on its sender when the camera changes underneath', async () => {
    const { session, peers, camera } = setup('teacher');
    await session.connect();
    const screen = new FakeTrack('video') as unknown as MediaStreamTrack;
    await session.shareScreen(screen);
    const cam = new FakeTrack('video') as unknown as MediaStreamTrack;
    const [mic, oldCam] = camera.getTracks() as unknown as MediaStreamTrack[];
    await session.swapTrack(oldCam, cam, fakeStream(mic as never, cam as never));
    expect(peers[0].senders[0].track).toBe(screen);
  });
});

describe('PeerSession capture latency', () => {
  it('tells the other party its capture latency in whole ms when the channel opens and when it changes, and hears theirs', async () => {
    const { session, peers } = setup('teacher');
    session.setCaptureLatency(23.2);
    await session.connect();
    const [channel] = peers[0].channels;
    expect(channel.sent).toEqual([]);
    channel.open();
    expect(channel.sent).toContain('{"captureMs":23}');
    session.setCaptureLatency(22.9); // the same whole ms: not told again
    session.setCaptureLatency(10.4);
    expect(channel.sent.filter((m) => m.includes('captureMs'))).toEqual([
      '{"captureMs":23}',
      '{"captureMs":10}',
    ]);

    expect(session.getSnapshot().remoteCaptureMs).toBeNull();
    channel.deliver('{"captureMs":25}');
    expect(session.getSnapshot().remoteCaptureMs).toBe(25);
    channel.deliver('{"captureMs":-3}');
    channel.deliver('{"captureMs":"25"}');
    expect(session.getSnapshot().remoteCaptureMs).toBe(25);
    // A new connection forgets theirs until they tell it again, and is told ours when it opens.
    await session.connect();
    expect(session.getSnapshot().remoteCaptureMs).toBeNull();
    peers[1].channels[0].open();
    expect(peers[1].channels[0].sent).toContain('{"captureMs":10}');
    session.disconnect();
    expect(session.getSnapshot().remoteCaptureMs).toBeNull();
  });
});

describe('PeerSession camera state', () => {
  it('tells the other party on a negotiated channel whether its camera is on: when the channel opens, and on each change', async () => {
    const { session, peers } = setup('teacher');
    session.setCamera(false);
    await session.connect();
    const [channel] = peers[0].channels;
    expect(channel.init).toEqual({ negotiated: true, id: 0 });
    session.setCamera(true); // not open yet: nothing is sent
    session.setCamera(false);
    expect(channel.sent).toEqual([]);
    channel.open();
    expect(channel.sent).toEqual(['{"camera":false}']);
    session.setCamera(true);
    session.setCamera(true);
    expect(channel.sent).toEqual(['{"camera":false}', '{"camera":true}']);
  });

  it('shows what the other party says of its camera, ignores anything else, and forgets it with the connection', async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { type: 'offer', sdp: 'o' }));
    const [channel] = peers[0].channels;
    expect(session.getSnapshot().remoteCameraOff).toBe(false);
    channel.deliver('{"camera":false}');
    expect(session.getSnapshot().remoteCameraOff).toBe(true);
    channel.deliver('not json');
    channel.deliver('{"camera":"no"}');
    expect(session.getSnapshot().remoteCameraOff).toBe(true);
    channel.deliver('{"camera":true}');
    expect(session.getSnapshot().remoteCameraOff).toBe(false);
    channel.deliver('{"camera":false}');

    // The teacher rejoined: a new connection, and the old one's channel is no longer heard.
    await session.handle(signalMessage('offer', { type: 'offer', sdp: 'o2' }));
    expect(session.getSnapshot().remoteCameraOff).toBe(false);
    channel.deliver('{"camera":false}');
    expect(session.getSnapshot().remoteCameraOff).toBe(false);
    peers[1].channels[0].deliver('{"camera":false}');
    expect(session.getSnapshot().remoteCameraOff).toBe(true);
    session.disconnect();
    expect(session.getSnapshot().remoteCameraOff).toBe(false);
  });
});

describe('PeerSession pitch', () => {
  it('sends our pitch only on an open channel, and hands the other side’s to its listeners', async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    const [channel] = peers[0].channels;
    session.sendPitch(220, 0);
    expect(channel.sent).toEqual([]);
    channel.open();
    channel.sent.length = 0;
    session.sendPitch(220.123, 100);
    session.sendPitch(221, 120); // 20 ms later: held back
    session.sendPitch(null, 130);
    expect(channel.sent).toEqual(['{"pitch":220.12}', '{"pitch":null}']);

    const heard: (number | null)[] = [];
    const stop = session.onPitch((hz) => heard.push(hz));
    channel.deliver('{"pitch":330}');
    channel.deliver('{"pitch":null}');
    channel.deliver('{"camera":false}');
    expect(heard).toEqual([330, null]);
    expect(session.getSnapshot().remoteCameraOff).toBe(true);
    stop();
    channel.deliver('{"pitch":440}');
    expect(heard).toEqual([330, null]);
  });
});

describe('PeerSession keyboard', () => {
  it('sends our shared keys on an open channel, the whole state as it opens, and hands theirs on', async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    const [channel] = peers[0].channels;
    const note = { type: 'note' as const, note: 60, velocity: 90, at: 10 };
    session.sendKeyboard(note); // not shared: nothing
    session.shareKeyboard(() => ({ held: [{ note: 60, velocity: 90 }], pedal: false }));
    channel.open();
    expect(channel.sent).toContain('{"keys":{"held":[[60,90]],"pedal":false}}');
    channel.sent.length = 0;
    session.sendKeyboard(note);
    session.shareKeyboard(null);
    session.sendKeyboard(note); // no longer shared
    expect(channel.sent).toEqual(['{"key":[60,90,10]}', '{"keys":null}']);

    const heard: string[] = [];
    session.onKeyboard((m) => heard.push(m.kind));
    channel.deliver('{"key":[64,80,20]}');
    channel.deliver('{"camera":false}');
    expect(heard).toEqual(['event']);
    expect(session.getSnapshot().remoteCameraOff).toBe(true);
    // Their keys go with the connection.
    session.disconnect();
    expect(heard).toEqual(['event', 'stopped']);
  });
});

describe('PeerSession backing track', () => {
  it('tells its transport on an open channel and again on a new connection; hands the other side’s to its listeners', async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    const [channel] = peers[0].channels;
    const playing = { name: 'Yaman.wav', playing: true, at: 3, duration: 60, loop: null, tempo: 1 };
    session.sendBacking(playing);
    expect(channel.sent).toEqual([]);
    channel.open();
    expect(channel.sent).toContain(JSON.stringify({ backing: playing }));

    const heard: unknown[] = [];
    session.onBacking((t) => heard.push(t));
    channel.deliver(JSON.stringify({ backing: { ...playing, playing: false } }));
    channel.deliver('{"pitch":330}');
    expect(heard).toEqual([{ ...playing, playing: false }]);
    // The other side gone: their track is gone with them.
    session.disconnect();
    expect(heard.at(-1)).toBeNull();
    await session.connect();
    peers[1].channels[0].open();
    expect(peers[1].channels[0].sent).toContain(JSON.stringify({ backing: playing }));
  });

  it('sends the mix in place of the microphone, on this connection and the next, and the microphone again after', async () => {
    const { session, peers, camera } = setup('teacher');
    await session.connect();
    const mic = camera.getAudioTracks()[0];
    const mix = new FakeTrack('audio');
    await session.sendMix(mix as unknown as MediaStreamTrack);
    const soundOf = (i: number) => peers[i].senders.find((s) => s.track?.kind === 'audio')?.track;
    expect(soundOf(0)).toBe(mix);
    expect(session.soundTrack()).toBe(mix);
    session.disconnect();
    await session.connect();
    expect(soundOf(1)).toBe(mix);
    await session.sendMix(null);
    expect(soundOf(1)).toBe(mic);
  });
});
