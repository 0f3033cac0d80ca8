import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROOM_DEFAULTS } from '../room-tools.ts';
import { PITCH_TEXT, PitchCard } from './pitch-card.tsx';

describe('PitchCard', () => {
  it('says so when the microphone cannot be opened, and offers to listen again', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new Error('denied')) },
    });
    render(<PitchCard view={ROOM_DEFAULTS} />);
    expect(screen.getByRole('heading', { name: 'Pitch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PITCH_TEXT.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PITCH_TEXT.failed);
    expect(screen.getByRole('button', { name: PITCH_TEXT.start })).toBeInTheDocument();
  });

  it('reads the line in swaras over the drone’s Sa, or in Western names', async () => {
    render(<PitchCard view={ROOM_DEFAULTS} />);
    expect(screen.getByRole('combobox', { name: 'Thaat' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Notes' }), 'Western names');
    expect(screen.getByRole('combobox', { name: 'Scale' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Thaat' })).toBeNull();
  });
});
