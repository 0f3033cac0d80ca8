import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_KINDS,
  CONSENT_TEXT,
  type ConsentItem,
  type ConsentSubject,
} from '../../../../common/schemas/consents.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { AdminConsentsPanel } from './admin-consents-panel.tsx';
import { ConsentsPanel } from './consents-panel.tsx';
import { RecordingAvailability } from './recording-availability.tsx';

const item = (kind: ConsentItem['kind'], more: Partial<ConsentItem> = {}): ConsentItem => ({
  kind,
  status: 'not_given',
  allowed: false,
  given_by_name: null,
  given_at: null,
  deletes_at: null,
  ...more,
});
const subject = (more: Partial<ConsentSubject> = {}): ConsentSubject => ({
  student_id: 20,
  student_name: 'Arjun Mehta',
  is_child: true,
  decided_by: 'guardian',
  can_change: true,
  items: CONSENT_KINDS.map((k) => item(k)),
  history: [],
  ...more,
});
const GIVEN_AT = '2026-03-03T10:00:00.000Z';
const DELETES_AT = '2026-03-10T10:00:00.000Z';

describe('ConsentsPanel', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("lets a guardian allow or not allow each of a child's consents, with nothing ticked until they choose", async () => {
    const withheld = subject({
      items: [
        item('recording', {
          status: 'withheld',
          given_by_name: 'Priya Mehta',
          given_at: GIVEN_AT,
          deletes_at: DELETES_AT,
        }),
        item('practice_takes'),
        item('photo'),
      ],
    });
    let chosen = false;
    let answer = () => {};
    const calls = mockApi({
      'GET /api/consents': () => ({ result: true, Students: [chosen ? withheld : subject()] }),
      'POST /api/consents': () =>
        new Promise((resolve) => {
          answer = () => {
            chosen = true;
            resolve({ result: true, message: CONSENT_TEXT.withheld, Student: withheld });
          };
        }),
    });
    renderWithQuery(<ConsentsPanel />);
    const child = await screen.findByRole('region', { name: 'Consents for Arjun Mehta' });
    const recording = within(child).getByRole('group', { name: 'Recording lessons' });
    expect(recording).toHaveAccessibleDescription('Not given yet: nothing is done until it is allowed');
    expect(within(recording).getByRole('radio', { name: 'Allow' })).not.toBeChecked();
    expect(within(recording).getByRole('radio', { name: 'Do not allow' })).not.toBeChecked();
    expect(
      within(child)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Recording lessons', 'Keeping practice takes', 'Showing the photo to others']);

    await userEvent.click(within(recording).getByRole('radio', { name: 'Do not allow' }));
    // Shown as chosen while it is saved.
    expect(within(recording).getByRole('radio', { name: 'Do not allow' })).toBeChecked();
    answer();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONSENT_TEXT.withheld));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      student_id: 20,
      kind: 'recording',
      granted: false,
    });
    // Read again: the stored choice, who made it and when, and when the recordings go.
    expect(
      await within(recording).findByText(`Not allowed by Priya Mehta, ${formatDateTime(GIVEN_AT)}`),
    ).toBeInTheDocument();
    expect(within(recording).getByRole('radio', { name: 'Do not allow' })).toBeChecked();
    expect(
      within(recording).getByText(
        `Recordings already made are deleted on ${formatDateTime(DELETES_AT)}; download them from the dashboard before then.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a child their consents, which their parent or guardian gives, and an adult theirs as allowed', async () => {
    mockApi({
      'GET /api/consents': () => ({
        result: true,
        Students: [
          subject({ can_change: false }),
          subject({
            student_id: 21,
            student_name: 'Lena Fischer',
            is_child: false,
            decided_by: 'student',
            items: CONSENT_KINDS.map((k) => item(k, { status: 'assumed', allowed: true })),
          }),
        ],
      }),
    });
    renderWithQuery(<ConsentsPanel />);
    const child = await screen.findByRole('region', { name: 'Consents for Arjun Mehta' });
    expect(
      within(child).getByText('Your parent or guardian gives these consents for you.'),
    ).toBeInTheDocument();
    for (const radio of within(child).getAllByRole('radio')) expect(radio).toBeDisabled();
    const adult = screen.getByRole('region', { name: 'Consents for Lena Fischer' });
    const photo = within(adult).getByRole('group', { name: 'Showing the photo to others' });
    expect(within(photo).getByRole('radio', { name: 'Allow' })).toBeChecked();
    expect(photo).toHaveAccessibleDescription('Allowed (no choice made yet)');
  });
});

describe('RecordingAvailability', () => {
  it('says Record unavailable with the reason for a student whose lessons may not be recorded, and nothing otherwise', async () => {
    mockApi({
      'GET /api/consents/teaching': () => ({
        result: true,
        recordings_on: true,
        Students: [
          {
            student_id: 20,
            recording_allowed: false,
            recording_reason: CONSENT_TEXT.recordingUnavailable.guardian,
          },
          { student_id: 21, recording_allowed: true, recording_reason: null },
        ],
      }),
    });
    renderWithQuery(
      <>
        <RecordingAvailability studentId={20} />
        <RecordingAvailability studentId={21} />
      </>,
    );
    const shown = await screen.findByTestId('record-unavailable');
    expect(shown).toHaveTextContent(`Record unavailable. ${CONSENT_TEXT.recordingUnavailable.guardian}`);
    expect(screen.getAllByTestId('record-unavailable')).toHaveLength(1);
  });
});

describe('AdminConsentsPanel', () => {
  it("shows every student's consents, who chose and when, and every choice", async () => {
    mockApi({
      'GET /api/admin/consents': () => ({
        result: true,
        Students: [
          subject({
            can_change: false,
            items: [
              item('recording', {
                status: 'given',
                allowed: true,
                given_by_name: 'Priya Mehta',
                given_at: GIVEN_AT,
              }),
              item('practice_takes'),
              item('photo'),
            ],
            history: [{ kind: 'recording', granted: true, given_by_name: 'Priya Mehta', given_at: GIVEN_AT }],
          }),
        ],
      }),
    });
    renderWithQuery(<AdminConsentsPanel />);
    const student = await screen.findByRole('region', { name: 'Consents of Arjun Mehta' });
    expect(within(student).getByText('(child: their guardian decides)')).toBeInTheDocument();
    expect(
      within(student).getByText(`Allowed by Priya Mehta, ${formatDateTime(GIVEN_AT)}`),
    ).toBeInTheDocument();
    expect(
      within(student).getByText(`${formatDateTime(GIVEN_AT)}: Recording lessons allowed by Priya Mehta`),
    ).toBeInTheDocument();
  });
});
