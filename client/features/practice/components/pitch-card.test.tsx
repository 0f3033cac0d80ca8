import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, API_BASE } from '../../../../common/api.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { ROOM_DEFAULTS } from '../room-tools.ts';
import { PITCH_TEXT, PitchCard } from './pitch-card.tsx';

const CARNATIC = {
  course: 'violin',
  courseLabel: 'Violin',
  label: 'Carnatic',
  strings: ['D3', 'A3', 'D4', 'A4'],
};

describe('PitchCard', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('says so when the microphone cannot be opened, and offers to listen again', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new Error('denied')) },
    });
    renderWithQuery(<PitchCard view={ROOM_DEFAULTS} />);
    expect(screen.getByRole('heading', { name: 'Pitch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PITCH_TEXT.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PITCH_TEXT.failed);
    expect(screen.getByRole('button', { name: PITCH_TEXT.start })).toBeInTheDocument();
  });

  it('reads the line in swaras over the drone’s Sa, or in Western names', async () => {
    renderWithQuery(<PitchCard view={ROOM_DEFAULTS} />);
    expect(screen.getByRole('combobox', { name: 'Thaat' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Notes' }), 'Western names');
    expect(screen.getByRole('combobox', { name: 'Scale' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Thaat' })).toBeNull();
  });

  it('offers the school’s own tunings in the tuner, named with their course', async () => {
    mockApi({ [`${API_BASE}${API.tunings}`]: { result: true, tunings: [CARNATIC] } });
    renderWithQuery(<PitchCard view={ROOM_DEFAULTS} />);
    const instrument = screen.getByRole('combobox', { name: 'Instrument' });
    await userEvent.selectOptions(
      instrument,
      await within(instrument).findByRole('option', { name: 'Carnatic · Violin' }),
    );
    expect(screen.getByRole('list', { name: 'Carnatic · Violin strings' })).toHaveTextContent('D3A3D4A4');
  });
});
