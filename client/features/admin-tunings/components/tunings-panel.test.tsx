import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TUNING_TEXT, type Tuning, withCourseLabel } from '../../../../common/schemas/tunings.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { TUNINGS_TEXT, TuningsPanel } from './tunings-panel.tsx';

const CARNATIC: Tuning = withCourseLabel({
  course: 'violin',
  label: 'Carnatic',
  strings: ['D3', 'A3', 'D4', 'A4'],
});

/** A fake of the tunings API that keeps what is saved. */
function tuningsApi(start: Tuning[]) {
  let list = start;
  return mockApi({
    'GET /api/tunings': () => ({ result: true, tunings: list }),
    'PUT /api/tunings': ({ body }) => {
      list = (body as { tunings: Tuning[] }).tunings.map(withCourseLabel);
      return { result: true, tunings: list };
    },
  });
}

describe('TuningsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a tuning to the list, the strings typed on one line', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = tuningsApi([]);
    renderWithQuery(<TuningsPanel />);
    expect(await screen.findByText(TUNINGS_TEXT.none)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Violin');
    await userEvent.type(screen.getByLabelText('Tuning name'), 'Carnatic');
    await userEvent.type(screen.getByLabelText('Strings'), 'd3 a3, d4 a4');
    await userEvent.click(screen.getByRole('button', { name: TUNINGS_TEXT.add }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Tuning ‘Carnatic’ added'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      tunings: [{ course: 'violin', label: 'Carnatic', strings: ['D3', 'A3', 'D4', 'A4'] }],
    });
    const list = await screen.findByRole('list', { name: 'The school’s tunings' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('CarnaticViolinD3 A3 D4 A4');
    expect(screen.getByLabelText('Tuning name')).toHaveValue('');
  });

  it('says which string is wrong before sending, and keeps what was typed', async () => {
    const calls = tuningsApi([]);
    renderWithQuery(<TuningsPanel />);
    await screen.findByText(TUNINGS_TEXT.none);
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Guitar Acoustic/Electric');
    await userEvent.type(screen.getByLabelText('Tuning name'), 'Drop D');
    await userEvent.type(screen.getByLabelText('Strings'), 'D2 A2 H3');
    await userEvent.click(screen.getByRole('button', { name: TUNINGS_TEXT.add }));
    expect(await screen.findByText(TUNING_TEXT.badNote('H3'))).toBeInTheDocument();
    expect(screen.getByLabelText('Strings')).toHaveValue('D2 A2 H3');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('removes a tuning, sending the list without it', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const openD = withCourseLabel({
      course: 'guitar',
      label: 'Open D',
      strings: ['D2', 'A2', 'D3', 'F♯3', 'A3', 'D4'],
    });
    const calls = tuningsApi([CARNATIC, openD]);
    renderWithQuery(<TuningsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Carnatic (Violin)' }));
    await waitFor(() => expect(screen.queryByText('Carnatic')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      tunings: [{ course: 'guitar', label: 'Open D', strings: openD.strings }],
    });
  });

  it('shows the server’s refusal in its words', async () => {
    mockApi({
      'GET /api/tunings': () => ({ result: true, tunings: [] }),
      'PUT /api/tunings': () => Response.json({ error: TUNING_TEXT.tooMany }, { status: 400 }),
    });
    renderWithQuery(<TuningsPanel />);
    await screen.findByText(TUNINGS_TEXT.none);
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Violin');
    await userEvent.type(screen.getByLabelText('Tuning name'), 'Carnatic');
    await userEvent.type(screen.getByLabelText('Strings'), 'D3 A3 D4 A4');
    await userEvent.click(screen.getByRole('button', { name: TUNINGS_TEXT.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TUNING_TEXT.tooMany);
    expect(screen.getByLabelText('Tuning name')).toHaveValue('Carnatic');
  });
});
