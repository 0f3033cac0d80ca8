import { describe, expect, it, vi } from 'vitest';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import { MUSIC_AUDIO, VOICE_AUDIO } from '../../../lib/music/audio-constraints.ts';
import { meetingStatus, signalMessage } from '../../../test/builders.ts';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { ConnectionQualityMonitor } from './connection-quality.ts';
import { LiveRoom } from './live-room.ts';
import { MediaDevicesController } from './media-devices.ts';
import { lowLatencyOf, musicKbpsOf, withMusicOpus } from './opus-sdp.ts';
import { LOW_LATENCY_VIDEO, MAX_VIDEO_BITRATE, PeerSession } from './peer-session.ts';
import { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import { ROOM_TEXT } from './room-state.ts';
import { SecondCamera } from './second-camera.ts';
import type { SignallingClient, SignallingHandlers } from './signalling-client.ts';
import { SoundDelayMonitor } from './sound-delay.ts';
import { asPeer, FakePeer, PARTIES, streamOf } from './test-fakes.ts';

const SDP = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  '',
].join('\r\n');
const VOICE_SETTINGS = {
  deviceId: 'mic-1',
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

const status = (music: 0 | 1, studentHere = true, low: 0 | 1 = 0, fellBack: 0 | 1 = 0): MeetingStatus =>
  meetingStatus({
    teacher_joined: 1,
    student_joined: studentHere ? 1 : 0,
    is_started: 1,
    music_mode: music,
    low_latency: low,
    low_latency_fell_back: fellBack,
  });

/** Received sound's running totals: `samples` played, `concealed` of them made up by the receiver. */
const heardSound = (samples: number, concealed: number) =>
  new Map([
    [
      'a',
      {
        type: 'inbound-rtp',
        kind: 'audio',
        jitterBufferDelay: samples * 0.02,
        jitterBufferEmittedCount: samples,
        packetsReceived: samples / 480,
        totalSamplesReceived: samples,
        concealedSamples: concealed,
      },
    ],
  ]) as unknown as RTCStatsReport;

/**
 * A room in the given role, in the room with the other party present. `inPlace: false` is
 * Chromium's microphone: applyConstraints keeps its processing.
 */
async function inRoom(role: Role, { inPlace = true, music = 0 as 0 | 1, failApi = false } = {}) {
  const sent: { type: string; data: { sdp?: string } }[] = [];
  const mic = new FakeTrack('audio');
  mic.settings = { ...VOICE_SETTINGS };
  mic.inPlace = inPlace;
  const camera = fakeStream(mic, new FakeTrack('video'));
  const freshMics: FakeTrack[] = [];
  const source = {
    getUserMedia: vi.fn(async (c: MediaStreamConstraints) => {
      if (c.video) return camera;
      const fresh = new FakeTrack('audio');
      fresh.settings = { ...(c.audio as MediaTrackSettings), deviceId: 'mic-1' };
      fresh.inPlace = inPlace;
      freshMics.push(fresh);
      return fakeStream(fresh);
    }),
    getDisplayMedia: vi.fn(),
  };
  const peers: FakePeer[] = [];
  /** The class's modes as the server keeps them. */
  const kept = { music, low: 0 as 0 | 1, fellBack: 0 as 0 | 1 };
  /** What the delay monitor reads: received sound's totals, set by a test (none until then). */
  const heard: { report: RTCStatsReport | null } = { report: null };
  let handlers: SignallingHandlers | null = null;
  const api = {
    checkAccess: async () => ({
      kind: 'allowed' as const,
      batchName: 'Violin',
      whenLabel: null,
      needsPassword: false,
      role,
      userId: 7,
      parties: PARTIES,
    }),
    verifyPassword: async () => ({ success: true, message: '' }),
    recordAttendance: async () => {},
    startClass: async () => {},
    completeClass: async () => {},
    sendSignal: async () => {},
    initialChat: async () => [],
    sendChat: vi.fn(),
    uploadChatFile: vi.fn(),
    setMusicMode: vi.fn(async (on: boolean) => {
      if (failApi) throw new Error('offline');
      kept.music = on ? 1 : 0;
      return status(kept.music, true, kept.low);
    }),
    setLowLatency: vi.fn(async (on: boolean) => {
      if (failApi) throw new Error('offline');
      kept.low = on ? 1 : 0;
      kept.fellBack = 0;
      return status(kept.music, true, kept.low, kept.fellBack);
    }),
    fallBackFromLowLatency: vi.fn(async () => {
      kept.low = 0;
      kept.fellBack = 1;
      return status(kept.music, true, kept.low, kept.fellBack);
    }),
  };
  const room = new LiveRoom({
    classId: '9',
    api,
    createParts: (r, h) => {
      handlers = h;
      const peer = new PeerSession({
        role: r,
        iceServers: [],
        musicKbps: 160,
        streamOf,
        createPeer: (c) => {
          const p = new FakePeer(c);
          p.offerSdp = SDP;
          p.answerSdp = SDP;
          peers.push(p);
          return asPeer(p);
        },
        send: async (type, data) => {
          sent.push({ type, data: data as { sdp?: string } });
        },
      });
      return {
        media: new MediaDevicesController(source, streamOf),
        second: new SecondCamera(source),
        phone: new PhoneCameraReceiver({
          from: 'student',
          iceServers: [],
          createPeer: (c) => asPeer(new FakePeer(c)),
          send: async () => {},
          streamOf,
        }),
        ownPhone: new PhoneCameraReceiver({
          from: 'teacher',
          iceServers: [],
          createPeer: (c) => asPeer(new FakePeer(c)),
          send: async () => {},
          streamOf,
        }),
        peer,
        signalling: {
          start() {},
          stop() {},
          setChat() {},
          ready: Promise.resolve(),
        } as unknown as SignallingClient,
        quality: new ConnectionQualityMonitor(() => peer.getStats()),
        delay: new SoundDelayMonitor({
          getStats: () => (heard.report ? Promise.resolve(heard.report) : null),
          ownCaptureMs: () => null,
          theirCaptureMs: () => null,
          tellCapture: () => {},
        }),
      };
    },
  });
  await room.load();
  await room.join();
  const push = handlers as unknown as SignallingHandlers;
  const parts = () => room.parts as NonNullable<LiveRoom['parts']>;
  /** Lets the peer's queue and the microphone switch run. */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
    await parts().peer.handle(signalMessage('stop_screen_share', {}, 'teacher'));
  };
  push.status(status(music));
  await settle();
  const peer = () => peers[peers.length - 1] as FakePeer;
  if (role === 'teacher') {
    await parts().peer.handle(
      signalMessage('answer', { type: 'answer', sdp: peer().localDescription?.sdp }, 'student'),
    );
  } else {
    await parts().peer.handle(signalMessage('offer', { type: 'offer', sdp: SDP }, 'teacher'));
  }
  sent.length = 0;
  const audioSender = () => peer().senders.find((x) => x.track?.kind === 'audio');
  return {
    room,
    api,
    push,
    peers,
    peer,
    sent,
    mic,
    camera,
    freshMics,
    source,
    settle,
    audioSender,
    parts,
    heard,
  };
}

describe('music mode, teacher side', () => {
  it('turns on for the class, renegotiates the same connection in stereo Opus at the bitrate, audio first', async () => {
    const t = await inRoom('teacher');
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: false, headphonesNotice: false });
    await t.room.setMusicMode(true);
    await t.settle();
    expect(t.api.setMusicMode).toHaveBeenCalledWith(true);
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: true, headphonesNotice: true, musicBusy: false });
    expect(t.peers).toHaveLength(1); // no new connection
    expect(t.sent.map((m) => m.type)).toEqual(['renegotiate_offer']);
    const offer = t.sent[0]?.data.sdp;
    expect(offer).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=160000',
    );
    expect(t.peer().localDescription?.sdp).toBe(offer);
    expect(t.audioSender()?.params.encodings[0]).toMatchObject({
      maxBitrate: 160_000,
      priority: 'high',
      networkPriority: 'high',
    });
    // Where the browser changes processing in place, the same microphone track stays.
    expect(t.mic.settings).toMatchObject({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(t.freshMics).toHaveLength(0);

    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    expect(t.peer().signalingState).toBe('stable');
  });

  it('swaps in a fresh microphone track where the processing cannot change in place', async () => {
    const t = await inRoom('teacher', { inPlace: false });
    t.room.setAudio(false); // muted stays muted
    await t.room.setMusicMode(true);
    await t.settle();
    expect(t.source.getUserMedia).toHaveBeenLastCalledWith({
      audio: { ...MUSIC_AUDIO, deviceId: { exact: 'mic-1' } },
    });
    const fresh = t.freshMics[0] as FakeTrack;
    expect(t.audioSender()?.track).toBe(fresh);
    expect(t.parts().media.getSnapshot().camera?.getAudioTracks()).toEqual([fresh]);
    expect(t.mic.stopped).toBe(true);
    expect(fresh.enabled).toBe(false);

    await t.room.setMusicMode(false);
    await t.settle();
    expect(t.source.getUserMedia).toHaveBeenLastCalledWith({
      audio: { ...VOICE_AUDIO, deviceId: { exact: 'mic-1' } },
    });
    expect(t.audioSender()?.track).toBe(t.freshMics[1]);
    expect(fresh.stopped).toBe(true);
  });

  it("turning off offers the browser's own SDP and the sender's defaults; the notice is not asked again", async () => {
    const t = await inRoom('teacher');
    await t.room.setMusicMode(true);
    await t.settle();
    t.room.dismissHeadphonesNotice();
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    t.sent.length = 0;
    await t.room.setMusicMode(false);
    await t.settle();
    expect(t.sent).toEqual([
      { type: 'renegotiate_offer', data: { type: 'offer', sdp: SDP, gen: 3, second: '2' } },
    ]);
    const audio = t.audioSender()?.params.encodings[0];
    expect(audio?.maxBitrate).toBeUndefined();
    expect(audio).toMatchObject({ priority: 'low', networkPriority: 'low' });
    expect(t.mic.settings).toMatchObject({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    await t.room.setMusicMode(true);
    await t.settle();
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: true, headphonesNotice: false });
  });

  it('a change while an offer waits for its answer is offered again after that answer', async () => {
    const t = await inRoom('teacher');
    await t.room.setMusicMode(true);
    await t.room.setMusicMode(false); // before the student answered the first
    await t.settle();
    expect(t.sent.map((m) => m.type)).toEqual(['renegotiate_offer']);
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    expect(t.sent.map((m) => m.type)).toEqual(['renegotiate_offer', 'renegotiate_offer']);
    expect(musicKbpsOf(t.sent[1]?.data.sdp)).toBeNull();
  });

  it('rejoining a class in music mode connects in music mode from the first offer', async () => {
    const t = await inRoom('teacher', { music: 1 });
    // inRoom answered the first offer; it was made after the status said music mode.
    expect(musicKbpsOf(t.peer().localDescription?.sdp)).toBe(160);
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: true, headphonesNotice: true });
    expect(t.mic.settings).toMatchObject({ echoCancellation: false });
  });

  it('says so when the server refuses, and keeps the mode it had', async () => {
    const t = await inRoom('teacher', { failApi: true });
    await t.room.setMusicMode(true);
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: false, musicError: ROOM_TEXT.musicFailed });
    expect(t.sent).toEqual([]);
  });
});

describe('music mode, student side', () => {
  it('follows the pushed status and answers the renegotiation in the offer mode, on the same connection', async () => {
    const s = await inRoom('student', { inPlace: false });
    await s.room.setMusicMode(true); // the switch is the teacher's
    expect(s.api.setMusicMode).not.toHaveBeenCalled();

    s.push.status(status(1));
    await s.settle();
    expect(s.room.getSnapshot()).toMatchObject({ musicMode: true, headphonesNotice: true });
    expect(s.audioSender()?.track).toBe(s.freshMics[0]);
    expect(s.freshMics[0]?.settings).toMatchObject({ echoCancellation: false, channelCount: { ideal: 2 } });

    const offer = (await import('./opus-sdp.ts')).withMusicOpus(SDP, 128);
    await s.parts().peer.handle(signalMessage('renegotiate_offer', { type: 'offer', sdp: offer }, 'teacher'));
    expect(s.peers).toHaveLength(1);
    expect(s.sent.map((m) => m.type)).toEqual(['renegotiate_answer']);
    expect(musicKbpsOf(s.sent[0]?.data.sdp)).toBe(128); // the teacher's bitrate, both ways
    expect(s.audioSender()?.params.encodings[0]).toMatchObject({ maxBitrate: 128_000, priority: 'high' });

    await s.parts().peer.handle(signalMessage('renegotiate_offer', { type: 'offer', sdp: SDP }, 'teacher'));
    expect(s.sent[1]?.data.sdp).toBe(SDP);
    expect(s.audioSender()?.params.encodings[0]?.maxBitrate).toBeUndefined();
  });

  it('ignores a renegotiation without a connection (the next offer starts one)', async () => {
    const s = await inRoom('student');
    s.parts().peer.disconnect();
    await s.parts().peer.handle(signalMessage('renegotiate_offer', { type: 'offer', sdp: SDP }, 'teacher'));
    expect(s.sent).toEqual([]);
  });
});

describe('music mode, a browser refusing an edited local description', () => {
  it('sets its own description and still sends the edited one', async () => {
    const t = await inRoom('teacher');
    const pc = t.peer();
    const original = pc.setLocalDescription.bind(pc);
    pc.setLocalDescription = async (d) => {
      if (d.sdp !== SDP) throw new Error('InvalidModificationError');
      return original(d);
    };
    await t.room.setMusicMode(true);
    await t.settle();
    expect(pc.localDescription?.sdp).toBe(SDP);
    expect(musicKbpsOf(t.sent[0]?.data.sdp)).toBe(160);
  });
});

describe('low latency', () => {
  it('teacher: within music mode, offers 10 ms packets and gives the camera a smaller picture at the lowest priority, without reopening the microphone', async () => {
    const t = await inRoom('teacher');
    (t.camera.getVideoTracks()[0] as unknown as FakeTrack).settings = { height: 720 }; // a 720p camera
    await t.room.setMusicMode(true);
    await t.settle();
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    const mics = t.freshMics.length;
    await t.room.setLowLatency(true);
    await t.settle();
    expect(t.api.setLowLatency).toHaveBeenCalledWith(true);
    expect(t.room.getSnapshot()).toMatchObject({ musicMode: true, lowLatency: true, musicBusy: false });
    expect(t.peers).toHaveLength(1);
    const offer = t.sent.at(-1);
    expect(offer?.type).toBe('renegotiate_offer');
    expect(lowLatencyOf(offer?.data.sdp)).toBe(true);
    const video = () => t.peer().senders.find((x) => x.track?.kind === 'video');
    expect(video()?.params.encodings[0]).toMatchObject({
      maxBitrate: LOW_LATENCY_VIDEO.maxBitrate,
      scaleResolutionDownBy: 2,
      priority: 'very-low',
    });
    expect(t.freshMics).toHaveLength(mics);

    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    // An ICE restart (the connection dropped) offers 10 ms packets still.
    await t.parts().peer.restartIce();
    expect(t.peer().log).toContain('restart-offer');
    expect(lowLatencyOf(t.sent.at(-1)?.data.sdp)).toBe(true);
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    await t.room.setLowLatency(false);
    await t.settle();
    expect(lowLatencyOf(t.sent.at(-1)?.data.sdp)).toBe(false);
    expect(musicKbpsOf(t.sent.at(-1)?.data.sdp)).toBe(160);
    expect(video()?.params.encodings[0]).toMatchObject({
      maxBitrate: MAX_VIDEO_BITRATE,
      scaleResolutionDownBy: 1,
    });
  });

  it('teacher: chosen while music mode is off, it waits for music mode, and music mode off drops it', async () => {
    const t = await inRoom('teacher');
    await t.room.setLowLatency(true);
    await t.settle();
    expect(t.sent).toEqual([]); // nothing to renegotiate in voice mode
    await t.room.setMusicMode(true);
    await t.settle();
    expect(lowLatencyOf(t.sent.at(-1)?.data.sdp)).toBe(true);
    await t.parts().peer.handle(signalMessage('renegotiate_answer', { type: 'answer', sdp: SDP }, 'student'));
    await t.room.setMusicMode(false);
    await t.settle();
    expect(musicKbpsOf(t.sent.at(-1)?.data.sdp)).toBeNull();
    expect(t.sent.at(-1)?.data.sdp).not.toMatch(/[ ;]ptime=/);
  });

  it('student: follows the status, and answers an offer asking for it with 10 ms packets and the smaller camera', async () => {
    const s = await inRoom('student', { music: 1 });
    s.push.status(status(1, true, 1));
    await s.settle();
    expect(s.room.getSnapshot()).toMatchObject({ musicMode: true, lowLatency: true });
    await s
      .parts()
      .peer.handle(
        signalMessage('renegotiate_offer', { type: 'offer', sdp: withMusicOpus(SDP, 128, true) }, 'teacher'),
      );
    expect(lowLatencyOf(s.sent.at(-1)?.data.sdp)).toBe(true);
    expect(s.peer().senders.find((x) => x.track?.kind === 'video')?.params.encodings[0]).toMatchObject({
      priority: 'very-low',
    });
  });
});

describe('low latency falls back by itself', () => {
  it('when the sound the student hears breaks up for two intervals: off for both, and both are told', async () => {
    const s = await inRoom('student', { music: 1 });
    s.push.status(status(1, true, 1));
    await s.settle();
    const delay = s.parts().delay;
    // 2 s of sound with 1% made up: fine.
    s.heard.report = heardSound(96_000, 960);
    await delay.sample();
    s.heard.report = heardSound(192_000, 960 + 960);
    await delay.sample();
    expect(s.api.fallBackFromLowLatency).not.toHaveBeenCalled();
    // Then 5% made up in one interval, and again in the next.
    s.heard.report = heardSound(288_000, 1920 + 4800);
    await delay.sample();
    expect(s.api.fallBackFromLowLatency).not.toHaveBeenCalled();
    s.heard.report = heardSound(384_000, 1920 + 9600);
    await delay.sample();
    await s.settle();
    expect(s.api.fallBackFromLowLatency).toHaveBeenCalledTimes(1);
    expect(s.room.getSnapshot()).toMatchObject({
      musicMode: true,
      lowLatency: false,
      lowLatencyFellBack: true,
    });
    // Out of low latency, more breaking up asks nothing more.
    s.heard.report = heardSound(480_000, 11_520 + 4800);
    await delay.sample();
    await s.settle();
    expect(s.api.fallBackFromLowLatency).toHaveBeenCalledTimes(1);
    s.room.dismissLowLatencyFallBack();
    expect(s.room.getSnapshot().lowLatencyFellBack).toBe(false);
  });

  it('the teacher is told by the pushed status, and the notice goes when the teacher turns it on again', async () => {
    const t = await inRoom('teacher', { music: 1 });
    t.push.status(status(1, true, 0, 1));
    await t.settle();
    expect(t.room.getSnapshot()).toMatchObject({ lowLatency: false, lowLatencyFellBack: true });
    t.push.status(status(1, true, 0, 1)); // the same status again: no second notice after a dismiss
    t.room.dismissLowLatencyFallBack();
    t.push.status(status(1, true, 0, 1));
    expect(t.room.getSnapshot().lowLatencyFellBack).toBe(false);
    await t.room.setLowLatency(true);
    expect(t.room.getSnapshot()).toMatchObject({ lowLatency: true, lowLatencyFellBack: false });
  });
});
