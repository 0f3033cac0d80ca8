import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonOptions, LessonTime } from '../../../../common/schemas/calendar.ts';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { toast } from '../../../lib/toast.ts';
import { lessonOptions, myClass } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { LessonActions } from './lesson-actions.tsx';

const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const lesson = (more: Partial<MyClass> = {}): MyClass =>
  myClass({
    batch_name: 'Piano Grade 2',
    class_date: '2026-03-03',
    starts_at: inDays(3),
    when_label: 'Tue 3 Mar 2026, 12:30 London time (18:00 in India)',
    with_id: 9,
    ...more,
  });

const STUDENT_WORDS = [
  "Reschedule requests need 24 hours' notice, at most 2 times a month. Your teacher accepts one of the times you propose or declines.",
  'A lesson cancelled less than 1 hour before it starts counts as completed.',
];
const options = (more: Partial<LessonOptions> = {}) => ({
  result: true,
  Options: lessonOptions(STUDENT_WORDS, more),
});
const time = (iso: string, label: string): LessonTime => ({ starts_at: iso, when_label: label });
const FREE = [
  time('2026-03-05T09:00:00.000Z', 'Thu 5 Mar 2026, 09:00 London time (14:30 in India)'),
  time('2026-03-05T09:30:00.000Z', 'Thu 5 Mar 2026, 09:30 London time (15:00 in India)'),
  time('2026-03-06T09:00:00.000Z', 'Fri 6 Mar 2026, 09:00 London time (14:30 in India)'),
  time('2026-03-06T09:30:00.000Z', 'Fri 6 Mar 2026, 09:30 London time (15:00 in India)'),
  time('2026-03-06T10:00:00.000Z', 'Fri 6 Mar 2026, 10:00 London time (15:30 in India)'),
  time('2026-03-06T10:30:00.000Z', 'Fri 6 Mar 2026, 10:30 London time (16:00 in India)'),
];
const changed = (message: string) => ({
  result: true,
  Class: {
    id: 7,
    starts_at: FREE[0]?.starts_at,
    when_label: FREE[0]?.when_label,
    status: 'scheduled',
    counted_reason: null,
  },
  message,
});

function renderActions(role: 'student' | 'teacher', cls = lesson()) {
  const onChanged = vi.fn();
  renderWithQuery(<LessonActions lesson={cls} viewer={role} onChanged={onChanged} />);
  return { onChanged, user: userEvent.setup() };
}

describe('LessonActions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("the student reschedules: the policy's words, up to 5 free times, Send request, a toast and a refresh", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/classes/7/options': () => options(),
      'GET /api/classes/7/free-times': () => ({ result: true, times: FREE }),
      'POST /api/classes/7/reschedule-requests': () =>
        Response.json({ result: true, Request: {} }, { status: 201 }),
    });
    const { user, onChanged } = renderActions('student');
    expect(screen.queryByRole('button', { name: 'Move lesson' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reschedule lesson' });
    const rules = await within(dialog).findByRole('list', { name: "The school's rules" });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(STUDENT_WORDS);
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();

    // The times grouped by day; a sixth cannot be chosen.
    const friday = await within(dialog).findByRole('group', { name: 'Fri 6 Mar 2026' });
    expect(within(friday).getAllByRole('checkbox')).toHaveLength(4);
    for (const t of FREE.slice(0, 5))
      await user.click(within(dialog).getByRole('checkbox', { name: t.when_label }));
    expect(within(dialog).getByText('5 of at most 5 chosen')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: FREE[5]?.when_label })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: FREE[4]?.when_label }));

    await user.click(send);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      times: FREE.slice(0, 4).map((t) => t.starts_at),
    });
    expect(success).toHaveBeenCalledWith(
      'Reschedule request sent. Your teacher will accept one of your times or decline.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused reschedule says which rule and what is still possible; Send request stays disabled', async () => {
    const refusal = 'You have used your 2 reschedules this month; you can still cancel this lesson.';
    const calls = mockApi({
      'GET /api/classes/7/options': () => options({ can_reschedule: false, reschedule_refusal: refusal }),
    });
    const { user } = renderActions('student');
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule lesson' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(refusal);
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(refusal);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/classes/7/free-times');
  });

  it('the server’s refusal at the moment of sending is shown in the dialog', async () => {
    const taken =
      'Thu 5 Mar 2026, 09:00 London time (14:30 in India) is not free for both of you. Please choose another time.';
    mockApi({
      'GET /api/classes/7/options': () => options(),
      'GET /api/classes/7/free-times': () => ({ result: true, times: FREE }),
      'POST /api/classes/7/reschedule-requests': () =>
        Response.json({ error: taken, message: taken }, { status: 409 }),
    });
    const { user, onChanged } = renderActions('student');
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: FREE[0]?.when_label }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('a student cancelling within the hour is told first that the lesson counts as completed', async () => {
    const message =
      'Lesson cancelled. It counts as completed: A lesson cancelled less than 1 hour before it starts counts as completed.';
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/classes/7/options': () =>
        options({ can_reschedule: false, cancel_counts_as_completed: true }),
      'POST /api/classes/7/cancel': () => changed(message),
    });
    const { user, onChanged } = renderActions('student', lesson({ starts_at: inDays(0.02) }));
    await user.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel lesson' });
    expect(
      await within(dialog).findByText(
        'This lesson starts soon: if you cancel it now, it counts as completed.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Feeling unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel lesson' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Feeling unwell' });
    expect(toast.success).toHaveBeenCalledWith(message);
  });

  it("the teacher moves the lesson to one free time (radio), by the teacher's rules", async () => {
    const message = `Lesson moved to ${FREE[2]?.when_label}.`;
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/classes/7/options': () => options({ policy_words: ['Teachers may cancel or reschedule...'] }),
      'GET /api/classes/7/free-times': () => ({ result: true, times: FREE }),
      'POST /api/classes/7/move': () => changed(message),
    });
    const { user, onChanged } = renderActions('teacher');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move lesson' });
    await user.click(await within(dialog).findByRole('radio', { name: FREE[0]?.when_label }));
    await user.click(within(dialog).getByRole('radio', { name: FREE[2]?.when_label }));
    expect(within(dialog).getByRole('radio', { name: FREE[0]?.when_label })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Move lesson' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ startsAt: FREE[2]?.starts_at });
    expect(toast.success).toHaveBeenCalledWith(message);
  });

  it("a teacher under the minimum notice sees the office's rule; nothing can be pressed", async () => {
    const refusal = "Lessons starting in less than 6 hours can only be changed by the school's office.";
    mockApi({
      'GET /api/classes/7/options': () =>
        options({
          can_reschedule: false,
          reschedule_refusal: refusal,
          can_cancel: false,
          cancel_refusal: refusal,
        }),
    });
    const { user } = renderActions('teacher');
    await user.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel lesson' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Cancel lesson' })).toBeDisabled();
    expect(within(dialog).queryByLabelText('Reason (optional)')).not.toBeInTheDocument();
  });

  it('the teacher accepts one of the proposed times, or declines', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const proposed = [FREE[0] as LessonTime, FREE[2] as LessonTime];
    const cls = lesson({
      pending_request: { id: 31, class_id: 7, status: 'pending', proposed, requested_at: inDays(-1) },
    });
    const calls = mockApi({
      'POST /api/reschedule-requests/31/accept': () => changed(`Lesson moved to ${proposed[1]?.when_label}.`),
      'POST /api/reschedule-requests/31/decline': () => ({ result: true, Request: {} }),
    });
    const { user, onChanged } = renderActions('teacher', cls);
    await user.click(screen.getByRole('button', { name: `Accept ${proposed[1]?.when_label}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Accept new time' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)?.body).toEqual({ time: proposed[1]?.starts_at });
    expect(toast.success).toHaveBeenLastCalledWith(`Lesson moved to ${proposed[1]?.when_label}.`);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(calls.at(-1)?.path).toBe('/api/reschedule-requests/31/decline');
    expect(toast.success).toHaveBeenLastCalledWith('Request declined. The lesson stays at its time.');
  });

  it('the student may withdraw a waiting request', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const cls = lesson({
      pending_request: {
        id: 31,
        class_id: 7,
        status: 'pending',
        proposed: [FREE[0] as LessonTime],
        requested_at: inDays(-1),
      },
    });
    const calls = mockApi({
      'POST /api/reschedule-requests/31/withdraw': () => ({ result: true, Request: {} }),
    });
    const { user, onChanged } = renderActions('student', cls);
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/reschedule-requests/31/withdraw']);
    expect(toast.success).toHaveBeenCalledWith('Request withdrawn. The lesson stays at its time.');
  });

  it('offers nothing for a lesson that is over, cancelled or has started', () => {
    for (const cls of [
      lesson({ starts_at: inDays(-1) }),
      lesson({ status: 'cancelled' }),
      lesson({ status: 'in_progress' }),
      lesson({ status: 'completed' }),
    ]) {
      const { container } = renderWithQuery(
        <LessonActions lesson={cls} viewer="student" onChanged={() => {}} />,
      );
      expect(container).toBeEmptyDOMElement();
    }
  });
});
