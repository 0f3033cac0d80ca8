import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceState } from '../rtc/lesson-core.ts';
import { DEVICE_TEXT } from '../rtc/media-problems.ts';
import { DeviceCheck } from './device-check.tsx';

const state = (patch: Partial<DeviceState> = {}): DeviceState => ({
  microphones: [
    { id: 'default', label: 'Default microphone' },
    { id: 'usb', label: 'USB microphone' },
  ],
  cameras: [{ id: 'cam', label: 'Built-in camera' }],
  speakers: [
    { id: 'default', label: 'Default speaker' },
    { id: 'phones', label: 'Headphones' },
  ],
  selected: { audioinput: 'usb', videoinput: 'cam', audiooutput: '' },
  level: 0.42,
  testing: false,
  notice: null,
  ...patch,
});

function renderCheck(devices: DeviceState, problem: string | null = null) {
  const onChoose = vi.fn();
  const onTestSound = vi.fn();
  render(
    <DeviceCheck
      devices={devices}
      stream={null}
      problem={problem}
      onChoose={onChoose}
      onTestSound={onTestSound}
    />,
  );
  return { onChoose, onTestSound };
}

describe('DeviceCheck', () => {
  it('shows the three pickers with the devices in use, and switches on a choice', async () => {
    const { onChoose } = renderCheck(state());
    expect(screen.getByLabelText('Microphone')).toHaveValue('usb');
    expect(screen.getByLabelText('Camera')).toHaveDisplayValue('Built-in camera');
    expect(screen.getByLabelText('Speaker')).toHaveDisplayValue('Default speaker');
    await userEvent.selectOptions(screen.getByLabelText('Speaker'), 'Headphones');
    expect(onChoose).toHaveBeenCalledWith('audiooutput', 'phones');
    await userEvent.selectOptions(screen.getByLabelText('Microphone'), 'Default microphone');
    expect(onChoose).toHaveBeenCalledWith('audioinput', 'default');
  });

  it('shows the live microphone level', () => {
    renderCheck(state());
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveValue(42);
  });

  it('plays the test sound, and says so while it plays', async () => {
    const { onTestSound } = renderCheck(state());
    await userEvent.click(screen.getByRole('button', { name: 'Test sound' }));
    expect(onTestSound).toHaveBeenCalledOnce();
  });

  it('cannot start a second test sound while one plays', () => {
    renderCheck(state({ testing: true }));
    expect(screen.getByRole('button', { name: 'Playing...' })).toBeDisabled();
  });

  it('has no speaker picker where the browser cannot choose one, and names an empty list', () => {
    renderCheck(state({ speakers: [], cameras: [] }));
    expect(screen.queryByLabelText('Speaker')).toBeNull();
    expect(screen.getByLabelText('Camera')).toBeDisabled();
    expect(screen.getByLabelText('Camera')).toHaveDisplayValue('None found');
    expect(screen.getByText('No camera')).toBeInTheDocument();
  });

  it('says the video is off in the preview while the Video toggle is off', () => {
    const stream = { getVideoTracks: () => [{}] } as unknown as MediaStream;
    render(
      <DeviceCheck
        devices={state()}
        stream={stream}
        problem={null}
        videoOn={false}
        onChoose={() => {}}
        onTestSound={() => {}}
      />,
    );
    expect(screen.getByText('Video off')).toBeInTheDocument();
  });

  it('shows why a device is not used, and a fallback notice', () => {
    renderCheck(
      state({ notice: 'USB microphone was unplugged. Using the default microphone now.' }),
      DEVICE_TEXT.blocked,
    );
    const [, messages] = screen.getAllByRole('status');
    expect(messages).toHaveTextContent('To allow them, click the camera or lock icon in the address bar');
    expect(messages).toHaveTextContent('USB microphone was unplugged. Using the default microphone now.');
  });
});
