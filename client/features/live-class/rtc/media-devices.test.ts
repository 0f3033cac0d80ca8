import { describe, expect, it, vi } from 'vitest';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { CAMERA_CONSTRAINTS, MediaDevicesController, SCREEN_CONSTRAINTS } from './media-devices.ts';
import { DEVICE_TEXT } from './media-problems.ts';
import { cameraStream, streamOf } from './test-fakes.ts';

function setup() {
  const camera = cameraStream();
  const screenTrack = new FakeTrack('video');
  const source = {
    getUserMedia: vi.fn(async (_c?: MediaStreamConstraints) => camera),
    getDisplayMedia: vi.fn(async (_c?: DisplayMediaStreamOptions) => fakeStream(screenTrack)),
  };
  return { media: new MediaDevicesController(source, streamOf), source, camera, screenTrack };
}

describe('MediaDevicesController', () => {
  it("asks for the spec's camera and microphone", async () => {
    const { media, source, camera } = setup();
    expect(await media.startCamera()).toBe(camera);
    expect(source.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toEqual({
      width: { ideal: 1920, min: 1280 },
      height: { ideal: 1080, min: 720 },
      frameRate: { ideal: 30, min: 24 },
    });
    expect(CAMERA_CONSTRAINTS.audio).toEqual({
      sampleRate: 48_000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    expect(media.getSnapshot().camera).toBe(camera);
  });

  it('falls back to any camera when the minimum cannot be met', async () => {
    const { media, source } = setup();
    const err = Object.assign(new Error('too small'), { name: 'OverconstrainedError' });
    source.getUserMedia.mockRejectedValueOnce(err);
    await media.startCamera();
    expect(source.getUserMedia).toHaveBeenLastCalledWith({ video: true, audio: CAMERA_CONSTRAINTS.audio });
  });

  it('says how to allow the camera when it is refused, and rejects (the lesson only receives)', async () => {
    const { media, source } = setup();
    source.getUserMedia.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
    );
    await expect(media.startCamera()).rejects.toThrow();
    expect(media.getSnapshot().error).toBe(DEVICE_TEXT.blocked);
  });

  it('opens once for the preview and the room, and marks the camera as motion', async () => {
    const { media, source, camera } = setup();
    const [preview, room] = await Promise.all([media.startCamera(), media.startCamera()]);
    expect(preview).toBe(camera);
    expect(room).toBe(camera);
    expect(source.getUserMedia).toHaveBeenCalledOnce();
    expect((camera.getVideoTracks()[0] as unknown as FakeTrack).contentHint).toBe('motion');
  });

  it('stops a camera that opens after the page gave it up', async () => {
    const { media, camera } = setup();
    const opening = media.startCamera();
    media.stopAll();
    await expect(opening).rejects.toThrow();
    expect(camera.getTracks().every((t) => (t as unknown as FakeTrack).stopped)).toBe(true);
    expect(media.getSnapshot().camera).toBeNull();
  });

  it('turns video and audio off and on through the tracks', async () => {
    const { media, camera } = setup();
    await media.startCamera();
    media.setVideo(false);
    media.setAudio(false);
    expect(camera.getVideoTracks()[0].enabled).toBe(false);
    expect(camera.getAudioTracks()[0].enabled).toBe(false);
    expect(media.getSnapshot()).toMatchObject({ videoOn: false, audioOn: false });
    media.setVideo(true);
    expect(camera.getVideoTracks()[0].enabled).toBe(true);
  });

  it('captures the screen, reports the browser ending it, and gives the camera back on stop', async () => {
    const { media, source, camera, screenTrack } = setup();
    await media.startCamera();
    const ended = vi.fn();
    media.onScreenEnded = ended;
    expect(await media.startScreen()).toBe(screenTrack);
    expect(screenTrack.contentHint).toBe('detail');
    expect(source.getDisplayMedia).toHaveBeenCalledWith(SCREEN_CONSTRAINTS);
    screenTrack.end();
    expect(ended).toHaveBeenCalledOnce();
    expect(media.stopScreen()).toBe(camera.getVideoTracks()[0]);
    expect(screenTrack.stopped).toBe(true);
    expect(media.getSnapshot().screen).toBeNull();
  });

  it('stops every track when the room closes', async () => {
    const { media, camera } = setup();
    await media.startCamera();
    media.stopAll();
    expect(camera.getTracks().every((t) => (t as unknown as FakeTrack).stopped)).toBe(true);
  });
});
