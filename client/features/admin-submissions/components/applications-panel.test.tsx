import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../common/schemas/admin-submissions.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ApplicationsPanel } from './applications-panel.tsx';

const detail: ApplicationDetail = {
  id: 3,
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  contactNumber: '+91 555 0103 456',
  selectedCourses: [
    { course: 'piano', type: 'quarter' },
    { course: 'opera', type: 'certification' },
  ],
  createdAt: '2026-01-02T10:00:00Z',
  state: 'new',
  gender: 'female',
  dob: '2001-04-12',
  age: 24,
  address: '12 Example Street',
  city: 'Pune',
  country: 'India',
  nationality: 'Indian',
  occupation: 'Engineer',
  education: 'B.Tech',
  training: null,
  goal: 'Perform a recital',
  howKnow: 'Instagram',
  paymentMethod: 'online',
  guardianName: null,
  guardianEmail: null,
  guardianPhone: null,
  files: [
    { id: 11, field: 'paymentScreenshot', originalName: 'pay.png', mimeType: 'image/png', sizeBytes: 70 },
  ],
  notes: 'Prefers evenings.',
  history: [],
};
const { files: _files, notes: _notes, history: _history, ...summary } = detail;
const list = (Applications: unknown[]) => ({
  result: true,
  Applications,
  total: Applications.length,
  page: 1,
  pageSize: 10,
});

// Typing through forms takes long on a busy machine.
describe('ApplicationsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists applications with their state and opens one in full with its image', async () => {
    const calls = mockApi({
      'GET /api/admin/admission_applications': () =>
        list([summary, { ...summary, id: 4, fullName: 'Kabir Rao', state: 'waitlisted' }]),
      'GET /api/admin/admission_applications/3': () => ({ result: true, Application: detail }),
    });
    renderWithQuery(<ApplicationsPanel />);
    expect(
      (await screen.findAllByText('Piano/Keyboard - Quarter Course, Opera - Certification Course'))[0],
    ).toBeInTheDocument();
    expect(calls[0]?.query.get('state')).toBe('open');
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Waitlisted')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View application of Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    expect(await within(dialog).findByText('Perform a recital')).toBeInTheDocument();
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Payment screenshot of Meera Iyer' })).toHaveAttribute(
      'src',
      '/api/admin/admission_files/11',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Prefers evenings.');
    expect(within(dialog).getByText('No changes yet.')).toBeInTheDocument();
    // Accepted is set only by Accept: the state control does not offer it.
    const options = within(within(dialog).getByRole('combobox', { name: 'Change to' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a state',
      'New (now)',
      'Contacted',
      'Waitlisted',
      'Declined',
    ]);
  });

  it('filters by a state, and says when none is in it', async () => {
    const calls = mockApi({
      'GET /api/admin/admission_applications': () => list([]),
    });
    renderWithQuery(<ApplicationsPanel />);
    expect(await screen.findByText('No open applications.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Declined');
    expect(await screen.findByText('No declined applications.')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.query.get('state')).toBe('declined'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });

  it('shows a failure to load the list', async () => {
    mockApi({});
    renderWithQuery(<ApplicationsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('says when there are no applications', async () => {
    mockApi({
      'GET /api/admin/admission_applications': () => list([]),
    });
    renderWithQuery(<ApplicationsPanel />);
    expect(await screen.findByText('No open applications.')).toBeInTheDocument();
  });

  it('downloads the CSV under the name the server gives it', async () => {
    mockApi({
      'GET /api/admin/admission_applications': () => list([]),
      'GET /api/admin/admission_applications.csv': () =>
        new Response('ID\r\n', {
          headers: { 'content-disposition': 'attachment; filename="admission-applications-2026-01-02.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('admission-applications-2026-01-02.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderWithQuery(<ApplicationsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
