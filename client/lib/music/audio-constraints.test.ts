import { describe, expect, it, vi } from 'vitest';
import { FakeTrack, fakeStream } from '../../test/media-fakes.ts';
import {
  audioConstraints,
  MUSIC_AUDIO,
  micTrackFor,
  processingMatches,
  VOICE_AUDIO,
} from './audio-constraints.ts';

describe('audio constraint sets', () => {
  it("voice is the spec's: 48 kHz with echo cancellation, noise suppression and auto gain", () => {
    expect(audioConstraints('voice')).toEqual({
      sampleRate: 48_000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it('music turns the three off and asks for two channels at 48 kHz where the device has them', () => {
    expect(audioConstraints('music')).toEqual({
      sampleRate: { ideal: 48_000 },
      channelCount: { ideal: 2 },
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
  });

  it('tells whether a track runs the mode, taking what the browser does not report as right', () => {
    const on = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
    const off = { echoCancellation: false, noiseSuppression: false, autoGainControl: false };
    expect(processingMatches(on, 'voice')).toBe(true);
    expect(processingMatches(on, 'music')).toBe(false);
    expect(processingMatches(off, 'music')).toBe(true);
    expect(processingMatches({ ...off, autoGainControl: true }, 'music')).toBe(false);
    expect(processingMatches({}, 'music')).toBe(true);
  });

  it('takes a setting the device cannot change as right (Firefox: its fake microphone offers only false)', () => {
    const off = { echoCancellation: false, noiseSuppression: false, autoGainControl: false };
    const onlyOff = { echoCancellation: [false], noiseSuppression: [false], autoGainControl: [false] };
    expect(processingMatches(off, 'voice', onlyOff)).toBe(true);
    expect(processingMatches(off, 'voice', { ...onlyOff, noiseSuppression: [true, false] })).toBe(false);
    expect(processingMatches(off, 'voice', { echoCancellation: [true, false] })).toBe(false);
  });
});

describe('micTrackFor', () => {
  const voiceMic = (inPlace: boolean) => {
    const t = new FakeTrack('audio');
    t.settings = {
      deviceId: 'usb-mic',
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    };
    t.inPlace = inPlace;
    return t;
  };

  it('keeps the track when the browser changes its processing in place', async () => {
    const mic = voiceMic(true);
    const open = vi.fn();
    expect(await micTrackFor(mic, 'music', open)).toBe(mic);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the same device afresh with the constraints when it cannot, keeping mute', async () => {
    const mic = voiceMic(false);
    mic.enabled = false;
    const fresh = new FakeTrack('audio');
    const open = vi.fn(async () => fakeStream(fresh));
    expect(await micTrackFor(mic, 'music', open)).toBe(fresh);
    expect(open).toHaveBeenCalledWith({ ...MUSIC_AUDIO, deviceId: { exact: 'usb-mic' } });
    expect(fresh.enabled).toBe(false);
    expect(mic.stopped).toBe(false); // the caller swaps, then stops it
  });

  it('keeps a microphone whose processing cannot change, without reopening it (Firefox fake device)', async () => {
    const mic = new FakeTrack('audio');
    mic.inPlace = false;
    mic.settings = {
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
      channelCount: 1,
    };
    mic.capabilities = { echoCancellation: [false], noiseSuppression: [false], autoGainControl: [false] };
    const open = vi.fn();
    expect(await micTrackFor(mic, 'voice', open)).toBe(mic);
    expect(await micTrackFor(mic, 'music', open)).toBe(mic);
    expect(open).not.toHaveBeenCalled();
  });

  it('fails clearly when the fresh capture has no microphone', async () => {
    const mic = voiceMic(false);
    mic.settings = { echoCancellation: false };
    await expect(micTrackFor(mic, 'voice', async () => fakeStream())).rejects.toThrow('No microphone track');
    expect(VOICE_AUDIO.echoCancellation).toBe(true);
  });
});
