import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteCameraOff, VideoTile } from './video-tile.tsx';

const asha = { name: 'Asha Rao', photoUrl: '/api/avatars/9?v=v1' };

describe('VideoTile', () => {
  afterEach(cleanup);

  it("shows the person's photo, large and named, over the video while their camera is off", () => {
    render(<VideoTile stream={null} label="Student" caption="Asha Rao (Student)" person={asha} cameraOff />);
    const photo = screen.getByRole('img', { name: 'Asha Rao' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/api/avatars/9?v=v1');
    expect(photo).toHaveAttribute('width', '256');
    // The tile is named by its caption; the video keeps its name (and plays the sound).
    expect(screen.getByRole('figure', { name: 'Asha Rao (Student)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Student video').tagName).toBe('VIDEO');
  });

  it('shows the initials when the person has no photo', () => {
    render(
      <VideoTile stream={null} label="You (student)" person={{ ...asha, photoUrl: null }} cameraOff local />,
    );
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    expect(screen.getByRole('figure', { name: 'You (student)' })).toBeInTheDocument();
  });

  it('shows only the video while the camera is on', () => {
    render(<VideoTile stream={null} label="Student" person={asha} cameraOff={false} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('remoteCameraOff', () => {
  const stream = {} as MediaStream;
  it('is on until the video arrives and while the other party says its camera is off; never over a shared screen', () => {
    expect(remoteCameraOff({ remoteStream: null, remoteSharing: false, remoteCameraOff: false })).toBe(true);
    expect(remoteCameraOff({ remoteStream: stream, remoteSharing: false, remoteCameraOff: false })).toBe(
      false,
    );
    expect(remoteCameraOff({ remoteStream: stream, remoteSharing: false, remoteCameraOff: true })).toBe(true);
    expect(remoteCameraOff({ remoteStream: stream, remoteSharing: true, remoteCameraOff: true })).toBe(false);
  });
});
