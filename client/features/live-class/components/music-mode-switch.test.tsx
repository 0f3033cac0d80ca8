import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveRoom, RoomState } from '../rtc/lesson-core.ts';
import { HeadphonesNotice } from './headphones-notice.tsx';
import { LowLatencyNotice } from './low-latency-notice.tsx';
import { MusicModeSwitch } from './music-mode-switch.tsx';

const room = () =>
  ({
    setMusicMode: vi.fn(async () => {}),
    setLowLatency: vi.fn(async () => {}),
    dismissHeadphonesNotice: vi.fn(),
    dismissLowLatencyFallBack: vi.fn(),
  }) as unknown as LiveRoom & {
    setMusicMode: ReturnType<typeof vi.fn>;
    setLowLatency: ReturnType<typeof vi.fn>;
    dismissHeadphonesNotice: ReturnType<typeof vi.fn>;
    dismissLowLatencyFallBack: ReturnType<typeof vi.fn>;
  };
const state = (p: Partial<RoomState>) =>
  ({
    role: 'teacher',
    musicMode: false,
    lowLatency: false,
    lowLatencyFellBack: false,
    musicBusy: false,
    musicError: null,
    localLeft: false,
    headphonesNotice: false,
    ...p,
  }) as RoomState;

describe('MusicModeSwitch', () => {
  it("is the teacher's switch named 'Music mode', checked while on", () => {
    const r = room();
    const { rerender } = render(<MusicModeSwitch room={r} state={state({})} />);
    const sw = screen.getByRole('switch', { name: 'Music mode' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(sw);
    expect(r.setMusicMode).toHaveBeenCalledWith(true);
    rerender(<MusicModeSwitch room={r} state={state({ musicMode: true })} />);
    expect(screen.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('switch', { name: 'Music mode' }));
    expect(r.setMusicMode).toHaveBeenLastCalledWith(false);
    rerender(
      <MusicModeSwitch
        room={r}
        state={state({ musicBusy: true, musicError: 'Music mode could not be changed. Please try again.' })}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Music mode' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Music mode could not be changed. Please try again.');
  });

  it('shows the student only that it is on, with no control', () => {
    const { rerender } = render(<MusicModeSwitch room={room()} state={state({ role: 'student' })} />);
    expect(screen.queryByText('Music mode on')).toBeNull();
    rerender(<MusicModeSwitch room={room()} state={state({ role: 'student', musicMode: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Music mode on');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('Low latency', () => {
  it("is the teacher's second switch while music mode is on, described by what it costs", () => {
    const r = room();
    const { rerender } = render(<MusicModeSwitch room={r} state={state({})} />);
    expect(screen.queryByRole('switch', { name: 'Low latency' })).toBeNull();
    rerender(<MusicModeSwitch room={r} state={state({ musicMode: true })} />);
    const low = screen.getByRole('switch', { name: 'Low latency' });
    expect(low).toHaveAttribute('aria-checked', 'false');
    expect(low).toHaveAccessibleDescription('Sound may break up on a poor connection');
    fireEvent.click(low);
    expect(r.setLowLatency).toHaveBeenCalledWith(true);
    rerender(<MusicModeSwitch room={r} state={state({ musicMode: true, lowLatency: true })} />);
    expect(screen.getByRole('switch', { name: 'Low latency' })).toHaveAttribute('aria-checked', 'true');
    // Kept by the class while music mode is off, but not shown as on.
    rerender(<MusicModeSwitch room={r} state={state({ musicMode: false, lowLatency: true })} />);
    expect(screen.queryByRole('switch', { name: 'Low latency' })).toBeNull();
  });

  it('tells the student it is on, and what it costs', () => {
    render(
      <MusicModeSwitch room={room()} state={state({ role: 'student', musicMode: true, lowLatency: true })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Music mode on, low latency (Sound may break up on a poor connection)',
    );
  });
});

describe('HeadphonesNotice', () => {
  it('asks for headphones in plain words until OK is pressed', () => {
    const r = room();
    const { rerender } = render(<HeadphonesNotice room={r} state={state({})} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<HeadphonesNotice room={r} state={state({ headphonesNotice: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Music mode is on. Please use headphones.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(r.dismissHeadphonesNotice).toHaveBeenCalled();
  });
});

describe('LowLatencyNotice', () => {
  it('tells both parties that the room turned low latency off, until OK', () => {
    const r = room();
    const { rerender } = render(<LowLatencyNotice room={r} state={state({})} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LowLatencyNotice room={r} state={state({ lowLatencyFellBack: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Low latency is off: the sound was breaking up. You can turn it on again when the connection is better.',
    );
    rerender(<LowLatencyNotice room={r} state={state({ role: 'student', lowLatencyFellBack: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Low latency is off: the sound was breaking up. Music mode stays on.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(r.dismissLowLatencyFallBack).toHaveBeenCalled();
  });
});
