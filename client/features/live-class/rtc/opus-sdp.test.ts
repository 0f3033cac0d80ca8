import { describe, expect, it } from 'vitest';
import { lowLatencyOf, musicKbpsOf, withMusicOpus, withStereoReceive, withVoiceOpus } from './opus-sdp.ts';

// Trimmed from what Chromium 156 and Firefox ESR offer for camera and microphone.
const CHROME = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126',
  'c=IN IP4 0.0.0.0',
  'a=mid:0',
  'a=sendrecv',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=rtpmap:63 red/48000/2',
  'a=fmtp:63 111/111',
  'a=rtpmap:9 G722/8000',
  'a=rtpmap:0 PCMU/8000',
  'a=rtpmap:8 PCMA/8000',
  'a=rtpmap:13 CN/8000',
  'a=rtpmap:110 telephone-event/48000',
  'a=rtpmap:126 telephone-event/8000',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97',
  'c=IN IP4 0.0.0.0',
  'a=mid:1',
  'a=rtpmap:96 VP8/90000',
  'a=rtcp-fb:96 nack',
  'a=rtpmap:97 rtx/90000',
  'a=fmtp:97 apt=96',
  '',
].join('\r\n');

const FIREFOX = [
  'v=0',
  'o=mozilla...THIS_IS_SDPARTA-128.5.0 5219093312371329330 0 IN IP4 0.0.0.0',
  's=-',
  't=0 0',
  'a=fingerprint:sha-256 AB:CD',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 109 9 0 8 101',
  'c=IN IP4 0.0.0.0',
  'a=sendrecv',
  'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1',
  'a=fmtp:101 0-15',
  'a=mid:0',
  'a=rtcp-mux',
  'a=rtpmap:109 opus/48000/2',
  'a=rtpmap:9 G722/8000/1',
  'a=rtpmap:0 PCMU/8000',
  'a=rtpmap:8 PCMA/8000',
  'a=rtpmap:101 telephone-event/8000',
  'm=video 9 UDP/TLS/RTP/SAVPF 120 124',
  'c=IN IP4 0.0.0.0',
  'a=fmtp:120 max-fs=12288;max-fr=60',
  'a=fmtp:124 apt=120',
  'a=mid:1',
  'a=rtpmap:120 VP8/90000',
  'a=rtpmap:124 rtx/90000',
  '',
].join('\r\n');

const diff = (a: string, b: string) => {
  const x = a.split('\r\n');
  const y = b.split('\r\n');
  expect(y).toHaveLength(x.length);
  return x.flatMap((line, i) => (line === y[i] ? [] : [[line, y[i]]]));
};

describe('withMusicOpus', () => {
  it("sets stereo, FEC, no DTX and the bitrate on Chrome's Opus line, and nothing else", () => {
    const music = withMusicOpus(CHROME, 128);
    expect(diff(CHROME, music)).toEqual([
      [
        'a=fmtp:111 minptime=10;useinbandfec=1',
        'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=128000',
      ],
    ]);
    expect(music.endsWith('\r\n')).toBe(true);
  });

  it("keeps Firefox's own parameters and order, overwriting the ones music mode sets", () => {
    const music = withMusicOpus(FIREFOX, 96);
    expect(diff(FIREFOX, music)).toEqual([
      [
        'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1',
        'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=96000',
      ],
    ]);
  });

  it("turns Firefox ESR 153's explicit stereo=0 into stereo=1 in place, and voice drops it again", () => {
    const esr = FIREFOX.replace('stereo=1;useinbandfec=1', 'stereo=0;useinbandfec=1');
    const music = withMusicOpus(esr, 128);
    expect(diff(esr, music)).toEqual([
      [
        'a=fmtp:109 maxplaybackrate=48000;stereo=0;useinbandfec=1',
        'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=128000',
      ],
    ]);
    expect(musicKbpsOf(music)).toBe(128);
    expect(withVoiceOpus(music)).toContain('a=fmtp:109 maxplaybackrate=48000;useinbandfec=1\r\n');
  });

  it('is idempotent, and a new bitrate replaces the old one', () => {
    const once = withMusicOpus(CHROME, 128);
    expect(withMusicOpus(once, 128)).toBe(once);
    const changed = withMusicOpus(once, 256);
    expect(changed).toContain('maxaveragebitrate=256000');
    expect(changed).not.toContain('maxaveragebitrate=128000');
    expect(withMusicOpus(changed, 128)).toBe(once);
  });

  it('turns DTX off and FEC on where the browser had them the other way', () => {
    const sdp = CHROME.replace('minptime=10;useinbandfec=1', 'minptime=10;useinbandfec=0;usedtx=1');
    expect(withMusicOpus(sdp, 128)).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;usedtx=0;stereo=1;sprop-stereo=1;maxaveragebitrate=128000',
    );
  });

  it('adds an fmtp line for an Opus payload type without one, right after its rtpmap', () => {
    const sdp = CHROME.replace('a=fmtp:111 minptime=10;useinbandfec=1\r\n', '');
    const lines = withMusicOpus(sdp, 128).split('\r\n');
    const at = lines.indexOf('a=rtpmap:111 opus/48000/2');
    expect(lines[at + 1]).toBe(
      'a=fmtp:111 stereo=1;sprop-stereo=1;useinbandfec=1;usedtx=0;maxaveragebitrate=128000',
    );
    expect(lines).toHaveLength(sdp.split('\r\n').length + 1);
  });

  it('leaves an SDP without Opus (or with \\n line ends) as it is, apart from Opus', () => {
    const noOpus = CHROME.replace('a=rtpmap:111 opus/48000/2', 'a=rtpmap:111 ISAC/16000');
    expect(withMusicOpus(noOpus, 128)).toBe(noOpus);
    const lf = CHROME.replaceAll('\r\n', '\n');
    expect(withMusicOpus(lf, 128)).toBe(withMusicOpus(CHROME, 128).replaceAll('\r\n', '\n'));
  });
});

describe('withStereoReceive', () => {
  it("asks for stereo on Chrome's Opus line and changes nothing else; idempotent", () => {
    const stereo = withStereoReceive(CHROME);
    expect(diff(CHROME, stereo)).toEqual([
      ['a=fmtp:111 minptime=10;useinbandfec=1', 'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1'],
    ]);
    expect(withStereoReceive(stereo)).toBe(stereo);
    // Not music mode's marks: a receiver asks for no bitrate and says nothing of what it sends.
    expect(musicKbpsOf(stereo)).toBeNull();
  });

  it('turns an explicit stereo=0 into stereo=1 in place, and adds a line where Opus had none', () => {
    const esr = FIREFOX.replace('stereo=1;useinbandfec=1', 'stereo=0;useinbandfec=1');
    expect(withStereoReceive(esr)).toContain('a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1\r\n');
    const bare = CHROME.replace('a=fmtp:111 minptime=10;useinbandfec=1\r\n', '');
    const lines = withStereoReceive(bare).split('\r\n');
    expect(lines[lines.indexOf('a=rtpmap:111 opus/48000/2') + 1]).toBe('a=fmtp:111 stereo=1');
  });
});

describe('withVoiceOpus', () => {
  it("leaves Chrome's own SDP exactly as it is", () => {
    expect(withVoiceOpus(CHROME)).toBe(CHROME);
  });

  it("takes music mode's parameters out of a renegotiation offer that repeats them, and only those", () => {
    // Chromium's next offer repeats what was negotiated, sorted by name.
    const repeated = CHROME.replace(
      'a=fmtp:111 minptime=10;useinbandfec=1',
      'a=fmtp:111 maxaveragebitrate=128000;minptime=10;sprop-stereo=1;stereo=1;usedtx=0;useinbandfec=1',
    );
    expect(withVoiceOpus(repeated)).toBe(CHROME);
    expect(withVoiceOpus(withMusicOpus(CHROME, 128))).toBe(CHROME);
    expect(withVoiceOpus(withVoiceOpus(repeated))).toBe(CHROME);
  });

  it("asks Firefox for the spec's mono, keeping its other parameters; an fmtp left empty goes", () => {
    expect(diff(FIREFOX, withVoiceOpus(FIREFOX))).toEqual([
      [
        'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1',
        'a=fmtp:109 maxplaybackrate=48000;useinbandfec=1',
      ],
    ]);
    const onlyMusic = CHROME.replace(
      'a=fmtp:111 minptime=10;useinbandfec=1',
      'a=fmtp:111 stereo=1;sprop-stereo=1',
    );
    const voice = withVoiceOpus(onlyMusic);
    expect(voice).not.toContain('a=fmtp:111');
    expect(voice.split('\r\n')).toHaveLength(CHROME.split('\r\n').length - 1);
  });
});

describe('musicKbpsOf', () => {
  it("reads music mode's bitrate from an offer it was applied to, in either browser's shape", () => {
    expect(musicKbpsOf(withMusicOpus(CHROME, 128))).toBe(128);
    expect(musicKbpsOf(withMusicOpus(FIREFOX, 192))).toBe(192);
  });

  it("answers null for the browsers' own SDP (Firefox's stereo=1 alone is not music mode)", () => {
    expect(musicKbpsOf(CHROME)).toBeNull();
    expect(musicKbpsOf(FIREFOX)).toBeNull();
    expect(musicKbpsOf(undefined)).toBeNull();
  });
});

describe('low latency', () => {
  it('asks for 10 ms packets on the Opus line, and a renegotiation without it drops them (kept when it asks again)', () => {
    const low = withMusicOpus(CHROME, 128, true);
    expect(diff(CHROME, low)).toEqual([
      [
        'a=fmtp:111 minptime=10;useinbandfec=1',
        'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=128000;ptime=10',
      ],
    ]);
    expect(lowLatencyOf(low)).toBe(true);
    expect(musicKbpsOf(low)).toBe(128);
    // A renegotiation (or an ICE restart's offer) repeats what was negotiated: still low latency when asked.
    const repeated = low.replace(
      /a=fmtp:111 .*/,
      'a=fmtp:111 maxaveragebitrate=128000;minptime=10;ptime=10;sprop-stereo=1;stereo=1;usedtx=0;useinbandfec=1',
    );
    expect(lowLatencyOf(withMusicOpus(repeated, 128, true))).toBe(true);
    const music = withMusicOpus(repeated, 128);
    expect(lowLatencyOf(music)).toBe(false);
    expect(music).not.toMatch(/[ ;]ptime=/);
    expect(musicKbpsOf(music)).toBe(128);
    expect(withVoiceOpus(repeated)).toBe(CHROME);
  });

  it('drops the a=ptime line Chromium repeats after low latency, in voice mode and in music mode without it', () => {
    const repeated = withMusicOpus(CHROME, 128, true).replace(
      'a=rtpmap:111 opus/48000/2\r\n',
      'a=rtpmap:111 opus/48000/2\r\na=ptime:10\r\n',
    );
    expect(withVoiceOpus(repeated)).toBe(CHROME);
    expect(withMusicOpus(repeated, 128)).toBe(withMusicOpus(CHROME, 128));
    // Still asked for while low latency is on.
    expect(withMusicOpus(repeated, 128, true)).toContain('a=ptime:10\r\n');
  });

  it("sets Firefox's minptime too, and is idempotent", () => {
    const low = withMusicOpus(FIREFOX, 128, true);
    expect(low).toContain(
      'a=fmtp:109 maxplaybackrate=48000;stereo=1;useinbandfec=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=128000;minptime=10;ptime=10',
    );
    expect(withMusicOpus(low, 128, true)).toBe(low);
  });

  it('is not read from a voice offer or a music offer without it', () => {
    expect(lowLatencyOf(CHROME)).toBe(false);
    expect(lowLatencyOf(withMusicOpus(CHROME, 128))).toBe(false);
    expect(lowLatencyOf(undefined)).toBe(false);
  });
});
