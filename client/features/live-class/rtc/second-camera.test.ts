import { describe, expect, it } from 'vitest';
import type { FakeTrack } from '../../../test/media-fakes.ts';
import { device, domError, FakeMachine } from './device-test-fakes.ts';
import { SecondCamera } from './second-camera.ts';

const machine = () =>
  new FakeMachine([
    device('videoinput', 'face', 'Face camera'),
    device('videoinput', 'keys', 'Keyboard camera'),
  ]);

describe('SecondCamera', () => {
  it('opens the chosen camera alone, video only, and stops it when taken away', async () => {
    const m = machine();
    const second = new SecondCamera(m);
    await second.start('keys');
    expect(m.asked[0].audio).toBe(false);
    const track = second.track() as unknown as FakeTrack;
    expect(track.deviceId).toBe('keys');
    expect(track.contentHint).toBe('motion');
    expect(second.getSnapshot()).toMatchObject({ deviceId: 'keys', opening: false, error: null });
    second.stop();
    expect(track.stopped).toBe(true);
    expect(second.track()).toBeNull();
  });

  it('never opens another camera in place of one that is gone, and says why', async () => {
    const m = machine();
    const second = new SecondCamera(m);
    await second.start('unplugged');
    expect(second.track()).toBeNull();
    expect(m.opened).toEqual([]);
    expect(second.getSnapshot().error).toBe('That camera is not connected any more. Choose another.');
  });

  it('a camera switched to replaces the one before; one unplugged is taken away', async () => {
    const m = machine();
    const second = new SecondCamera(m);
    await second.start('keys');
    const first = second.track() as unknown as FakeTrack;
    await second.start('face');
    expect(first.stopped).toBe(true);
    const now = second.track() as unknown as FakeTrack;
    now.dispatchEvent(new Event('ended'));
    expect(second.getSnapshot().stream).toBeNull();
  });

  it('a camera still opening when it is taken away is stopped as it opens', async () => {
    const m = machine();
    const second = new SecondCamera(m);
    const opening = second.start('keys');
    second.stop();
    await opening;
    expect(second.track()).toBeNull();
    expect(m.opened.every((t) => t.stopped)).toBe(true);
  });

  it('a busy camera is reported', async () => {
    const m = machine();
    m.fail.video = domError('NotReadableError');
    const second = new SecondCamera(m);
    await second.start('keys');
    expect(second.getSnapshot().error).toMatch(/camera is being used by another app/);
  });
});
