import { describe, expect, it } from 'vitest';
import { device, domError, FakeMachine } from './device-test-fakes.ts';
import { DEVICE_TEXT } from './media-problems.ts';
import { openCamera } from './open-camera.ts';

const both = { audio: { echoCancellation: true }, video: { width: { min: 1280 } } };
const machine = () =>
  new FakeMachine([device('audioinput', 'mic', 'Mic'), device('videoinput', 'cam', 'Cam')]);
const kinds = (s: MediaStream | null) => s?.getTracks().map((t) => t.kind);

describe('openCamera', () => {
  it('opens both when it can', async () => {
    const m = machine();
    expect(await openCamera(m, both)).toMatchObject({ problem: null });
    expect(m.asked).toEqual([both]);
  });

  it('asks once and tells how to allow it when permission is refused', async () => {
    const m = machine();
    m.fail.both = domError('NotAllowedError');
    const opened = await openCamera(m, both);
    expect(opened).toEqual({ stream: null, problem: DEVICE_TEXT.blocked });
    expect(opened.problem).toContain('click the camera or lock icon in the address bar');
    expect(m.asked).toHaveLength(1);
  });

  it('joins with the microphone only when there is no camera', async () => {
    const m = new FakeMachine([device('audioinput', 'mic', 'Mic')]);
    const opened = await openCamera(m, both);
    expect(kinds(opened.stream)).toEqual(['audio']);
    expect(opened.problem).toBe('No camera was found. You can join with your microphone only.');
  });

  it('joins with the camera only when the microphone is busy in another app', async () => {
    const m = machine();
    m.fail.audio = domError('NotReadableError');
    const opened = await openCamera(m, both);
    expect(kinds(opened.stream)).toEqual(['video']);
    expect(opened.problem).toBe(DEVICE_TEXT.busy('microphone'));
    expect(opened.problem).toContain('is being used by another app');
  });

  it('receives only when nothing is found, and says so', async () => {
    const opened = await openCamera(new FakeMachine([]), both);
    expect(opened).toEqual({ stream: null, problem: DEVICE_TEXT.none });
    expect(opened.problem).toContain('You can still join');
  });

  it('relaxes the camera size, then the chosen devices, when they cannot be met', async () => {
    const m = machine();
    const chosen = {
      audio: { deviceId: { exact: 'gone-mic' }, echoCancellation: true },
      video: { deviceId: { exact: 'gone-cam' }, width: { min: 1280 } },
    };
    const opened = await openCamera(m, chosen);
    expect(kinds(opened.stream)).toEqual(['audio', 'video']);
    expect(m.asked).toEqual([
      chosen,
      { audio: chosen.audio, video: { deviceId: { exact: 'gone-cam' } } },
      { audio: { echoCancellation: true }, video: true },
    ]);
  });
});
