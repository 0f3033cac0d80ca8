import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../lib/store.ts';
import { fakeStream } from '../../../test/media-fakes.ts';
import { SecondCameraPicker } from './second-camera-picker.tsx';
import { type CameraView, cameraPlaces, FACE_LARGE, RemoteSecondCamera } from './second-camera-tiles.tsx';

describe('the second camera tiles', () => {
  it('puts the face large and the second camera small, swapped, or both halves when enlarged', () => {
    expect(cameraPlaces(FACE_LARGE).face).toBe('absolute inset-0');
    expect(cameraPlaces(FACE_LARGE).second).toMatch(/bottom-12 left-3/);
    const swapped = cameraPlaces({ main: 'second', split: false });
    expect([swapped.face, swapped.second]).toEqual([cameraPlaces(FACE_LARGE).second, 'absolute inset-0']);
    const split = cameraPlaces({ main: 'face', split: true });
    expect(split.face).toMatch(/sm:w-1\/2/);
    expect(split.second).toMatch(/sm:w-1\/2/);
  });

  it("'Swap cameras' and 'Enlarge' change the view", () => {
    const views: CameraView[] = [];
    render(
      <RemoteSecondCamera
        stream={fakeStream()}
        caption="Maya Rao's second camera"
        view={FACE_LARGE}
        onView={(v) => views.push(v)}
        className=""
      />,
    );
    expect(screen.getByLabelText("Maya Rao's second camera video")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap cameras' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge' }));
    expect(views).toEqual([
      { main: 'second', split: false },
      { main: 'face', split: true },
    ]);
  });
});

describe('the second camera picker', () => {
  const setup = () => {
    const devices = createStore({
      cameras: [
        { id: 'face', label: 'Face camera' },
        { id: 'keys', label: 'Keyboard camera' },
      ],
      selected: { videoinput: 'face', audioinput: '', audiooutput: '' },
    });
    const second = createStore({
      stream: null as MediaStream | null,
      deviceId: '',
      opening: false,
      error: null,
    });
    const calls: string[] = [];
    const camera = {
      ...second,
      start: async (id: string) => {
        calls.push(`start:${id}`);
        second.set({ stream: fakeStream(), deviceId: id });
      },
      stop: () => {
        calls.push('stop');
        second.set({ stream: null, deviceId: '' });
      },
    };
    render(<SecondCameraPicker devices={devices as never} second={camera as never} />);
    return calls;
  };

  it('offers the cameras not in use as the face, and adds and removes the chosen one', async () => {
    const calls = setup();
    const picker = screen.getByLabelText('Second camera') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['Keyboard camera']);
    fireEvent.click(screen.getByRole('button', { name: 'Add second camera' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove second camera' }));
    expect(calls).toEqual(['start:keys', 'stop']);
    expect(screen.getByRole('button', { name: 'Add second camera' })).toBeTruthy();
  });
});
