import { describe, expect, it } from 'vitest';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import { signalMessage } from '../../../test/builders.ts';
import { FakeTrack } from '../../../test/media-fakes.ts';
import { withMusicOpus } from './opus-sdp.ts';
import { MAX_VIDEO_BITRATE, musicEncoding } from './peer-session.ts';
import { secondMidOf, secondStateIn } from './second-camera-line.ts';
import { sessionOnFakes } from './session-on-fakes.ts';
import { cameraStream, type FakePeer, streamOf } from './test-fakes.ts';

// The teacher's offer as Chromium writes its m-lines: sound, face camera, second camera.
const OFFER_SDP = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=mid:1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=mid:2',
  '',
].join('\r\n');

function setup(role: Role, musicKbps = 128) {
  const t = sessionOnFakes({ role, musicKbps });
  t.session.setLocalStream(cameraStream());
  return t;
}

const hands = () => new FakeTrack('video', 'cam-2') as unknown as MediaStreamTrack;
const secondOf = (peer: FakePeer) => peer.transceivers.find((t) => t.mid === '2');

describe('the second camera, teacher side', () => {
  it('names its m-line in every offer, and adds and takes the camera away with no new offer or connection', async () => {
    const { session, peers, sent } = setup('teacher');
    await session.connect();
    expect(sent[0].data).toMatchObject({ second: '2' });
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    const [channel] = peers[0].channels;
    channel.open();

    const track = hands();
    await session.setSecondCamera(track);
    expect(secondOf(peers[0])?.raw.track).toBe(track);
    expect(secondOf(peers[0])?.raw.params.encodings[0].maxBitrate).toBe(MAX_VIDEO_BITRATE);
    // The face camera keeps its own m-line and stream.
    expect(peers[0].senders[0].track?.kind).toBe('video');
    expect(peers[0].senders[0].track).not.toBe(track);
    expect(secondOf(peers[0])?.raw.streams[0].id).not.toBe(peers[0].senders[0].streams[0].id);

    await session.setSecondCamera(null);
    expect(secondOf(peers[0])?.raw.track).toBeNull();
    expect(channel.sent.filter((m) => m.includes('second'))).toEqual(['{"second":true}', '{"second":false}']);
    expect(sent.map((m) => m.type)).toEqual(['offer']);
    expect(peers).toHaveLength(1);
  });

  it('sends a second camera chosen before the student came from the first offer, and says so when the channel opens', async () => {
    const { session, peers } = setup('teacher');
    const track = hands();
    await session.setSecondCamera(track);
    await session.connect();
    expect(secondOf(peers[0])?.raw.track).toBe(track);
    peers[0].channels[0].open();
    expect(peers[0].channels[0].sent).toContain('{"second":true}');
  });

  it("shows the student's second camera, arriving on its m-line, apart from the face, while they say it is on", async () => {
    const { session, peers } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    const face = new FakeTrack('video');
    peers[0].receive(streamOf([face as never]), face);
    const keys = new FakeTrack('video');
    peers[0].receiveOn('2', keys);
    const shown = session.getSnapshot();
    expect(shown.remoteStream?.getVideoTracks()).toEqual([face]);
    expect(shown.remoteSecond).toBeNull(); // not said to be on yet
    peers[0].channels[0].deliver('{"second":true}');
    expect(session.getSnapshot().remoteSecond?.getVideoTracks()).toEqual([keys]);
    expect(session.getSnapshot().remoteStream?.getVideoTracks()).toEqual([face]);
    peers[0].channels[0].deliver('{"second":false}');
    expect(session.getSnapshot().remoteSecond).toBeNull();
  });

  it('keeps the second camera through an ICE restart: the same m-line, named again in the restart offer', async () => {
    const { session, peers, sent } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    const track = hands();
    await session.setSecondCamera(track);
    await session.restartIce();
    expect(peers[0].log).toContain('restart-offer');
    expect(peers).toHaveLength(1);
    expect(sent.at(-1)).toMatchObject({ type: 'renegotiate_offer', data: { second: '2' } });
    expect(secondOf(peers[0])?.raw.track).toBe(track);
  });

  it('leaves the sound as music mode set it when the second camera comes and goes', async () => {
    const { session, peers, sent } = setup('teacher');
    await session.connect();
    await session.handle(signalMessage('answer', { sdp: 'a1', gen: 1 }, 'student'));
    await session.setMusic(true);
    await session.handle(signalMessage('renegotiate_answer', { sdp: 'a2', gen: 2 }, 'student'));
    // Music mode's sound is on a new m-line after the face camera's and the second camera's.
    const audio = () => {
      const sender = peers[0].senders.find((x) => x.kind === 'audio');
      if (!sender) throw new Error('no sound m-line');
      return sender;
    };
    const camera = peers[0].senders[0].streams[0].id;
    const music = () => ({ encodings: audio().params.encodings, stream: audio().streams[0].id });
    const before = music();
    expect(before.encodings[0]).toMatchObject(musicEncoding(128));
    expect(before.stream).not.toBe(camera);

    await session.setSecondCamera(hands());
    expect(music()).toEqual(before);
    await session.restartIce();
    await session.handle(signalMessage('renegotiate_answer', { sdp: 'a3', gen: 3 }, 'student'));
    await session.setSecondCamera(null);
    expect(music()).toEqual(before);
    expect(sent.filter((m) => m.type === 'renegotiate_offer')).toHaveLength(2); // music mode's, the restart's
  });
});

describe('the second camera, student side', () => {
  it("answers with the offer's second m-line open to send, and sends its second camera there without a new offer", async () => {
    const { session, peers, sent } = setup('student');
    await session.handle(signalMessage('offer', { type: 'offer', sdp: OFFER_SDP, second: '2' }));
    const line = secondOf(peers[0]);
    expect(line?.direction).toBe('sendrecv');
    // The face camera went on the first video m-line, as addTrack put it.
    expect(peers[0].transceivers.find((t) => t.mid === '1')?.raw.track?.kind).toBe('video');
    expect(line?.raw.track).toBeNull();
    peers[0].channels[0].open();
    const track = hands();
    await session.setSecondCamera(track);
    expect(line?.raw.track).toBe(track);
    expect(peers[0].channels[0].sent).toContain('{"second":true}');
    expect(sent.map((m) => m.type)).toEqual(['answer']);
  });

  it("takes the teacher's track on the named mid as the second camera, and forgets it with the connection", async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { type: 'offer', sdp: OFFER_SDP, second: '2' }));
    const keys = new FakeTrack('video');
    peers[0].receiveOn('2', keys);
    peers[0].receiveOn('1');
    peers[0].channels[0].deliver('{"second":true}');
    expect(session.getSnapshot().remoteSecond?.getVideoTracks()).toEqual([keys]);
    expect(session.getSnapshot().remoteStream?.getVideoTracks()).not.toContain(keys);
    // The teacher rejoined: a new connection, no second camera until it says so again.
    await session.handle(signalMessage('offer', { type: 'offer', sdp: OFFER_SDP, second: '2' }));
    expect(session.getSnapshot().remoteSecond).toBeNull();
    session.disconnect();
    expect(session.getSnapshot().remoteSecond).toBeNull();
  });

  it('keeps its second camera on the same m-line through a music-mode renegotiation, the sound in its own stream', async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { type: 'offer', sdp: OFFER_SDP, second: '2' }));
    const track = hands();
    await session.setSecondCamera(track);
    const music = withMusicOpus(OFFER_SDP, 128);
    await session.handle(signalMessage('renegotiate_offer', { type: 'offer', sdp: music, second: '2' }));
    expect(secondOf(peers[0])?.raw.track).toBe(track);
    expect(peers[0].senders[1].params.encodings[0]).toMatchObject(musicEncoding(128));
    expect(peers[0].senders[1].streams[0].id).not.toBe(peers[0].senders[0].streams[0].id);
    expect(peers).toHaveLength(1);
  });

  it('without a note (an older teacher page) keeps every track on the face tile', async () => {
    const { session, peers } = setup('student');
    await session.handle(signalMessage('offer', { type: 'offer', sdp: OFFER_SDP }));
    expect(secondOf(peers[0])?.direction).toBe('recvonly');
    const keys = new FakeTrack('video');
    peers[0].receiveOn('2', keys);
    peers[0].channels[0].deliver('{"second":true}');
    expect(session.getSnapshot().remoteSecond).toBeNull();
    expect(session.getSnapshot().remoteStream?.getVideoTracks()).toEqual([keys]);
  });
});

describe('the second camera’s notes', () => {
  it('reads the mid from the offer data and the on/off from the channel, nothing else', () => {
    expect(secondMidOf({ second: '2' })).toBe('2');
    for (const bad of [null, {}, { second: 2 }, { second: '' }, { second: 'x'.repeat(33) }])
      expect(secondMidOf(bad)).toBeNull();
    expect(secondStateIn('{"second":true}')).toBe(true);
    expect(secondStateIn('{"second":false}')).toBe(false);
    expect(secondStateIn('{"camera":true}')).toBeNull();
    expect(secondStateIn('nonsense')).toBeNull();
  });
});
