import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../common/schemas/admin-submissions.ts';
import { toast } from '../../lib/toast.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderWithQuery } from '../../test/render-with-query.tsx';
import { ApplicationsSection } from './applications-section.tsx';

const detail: ApplicationDetail = {
  id: 3,
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  contactNumber: '+91 555 0103 456',
  selectedCourses: [{ course: 'piano', type: 'quarter' }],
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
  goal: null,
  howKnow: 'Instagram',
  paymentMethod: 'online',
  guardianName: null,
  guardianEmail: null,
  guardianPhone: null,
  files: [],
  notes: '',
  history: [],
};
const { files: _files, notes: _notes, history: _history, ...summary } = detail;
const ACCEPTED = 'Meera Iyer is enrolled: the welcome and the invoice are on their way';

describe('the applications with Accept', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts from the detail: the toast, then the application and the list read again', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let state: ApplicationDetail['state'] = 'new';
    const calls = mockApi({
      'GET /api/admin/admission_applications': () => ({
        result: true,
        Applications: state === 'accepted' ? [] : [summary],
        total: state === 'accepted' ? 0 : 1,
        page: 1,
        pageSize: 10,
      }),
      'GET /api/admin/admission_applications/3': () => ({ result: true, Application: { ...detail, state } }),
      'GET /api/admin/users': () => ({
        result: true,
        Users: [
          {
            id: 11,
            email: 'asha@example.com',
            role: 'teacher',
            firstName: 'Asha',
            lastName: 'Rao',
            createdAt: '2026-01-01T00:00:00.000Z',
            status: 'active',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
      'POST /api/admin/admission_applications/3/accept': () => {
        state = 'accepted';
        return {
          result: true,
          message: ACCEPTED,
          student_id: 40,
          linked: false,
          enrolment_ids: [7],
          invoice_number: 'HSM/2025-26/0001',
        };
      },
    });
    renderWithQuery(<ApplicationsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'View application of Meera Iyer' }));
    const detailDialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    await userEvent.click(await within(detailDialog).findByRole('button', { name: 'Accept' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept Meera Iyer' });
    await userEvent.selectOptions(
      await within(accept).findByLabelText('Teacher'),
      'Asha Rao (asha@example.com)',
    );
    await userEvent.click(within(accept).getByRole('checkbox', { name: 'Book weekly lessons now' }));
    await userEvent.click(within(accept).getByRole('button', { name: 'Accept and enrol' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(ACCEPTED));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Accept Meera Iyer' })).not.toBeInTheDocument(),
    );
    expect(
      await within(detailDialog).findByText('An accepted application keeps its state.'),
    ).toBeInTheDocument();
    expect(within(detailDialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/admission_applications')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'View application of Meera Iyer' })).not.toBeInTheDocument();
  });
});
