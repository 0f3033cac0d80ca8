import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { myClass } from '../../../test/builders.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { groupLine } from './class-row.tsx';
import { MyClasses } from './my-classes.tsx';

const cls = (
  id: number,
  with_name: string,
  with_avatar_url: string | null,
  more: Partial<MyClass> = {},
): MyClass =>
  myClass({
    id,
    batch_name: `Batch ${id}`,
    class_date: '2026-03-03',
    starts_at: '2026-03-03T12:30:00.000Z',
    when_label: 'Tue 3 Mar 2026, 13:30 London time (18:00 in India)',
    duration_minutes: 45,
    with_id: id + 100,
    with_name,
    with_avatar_url,
    ...more,
  });

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('MyClasses', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows beside each class the other party's photo, or their initials when they have none", async () => {
    mockApi({
      '/api/my_classes': {
        result: true,
        Today: [cls(1, 'Asha Rao', '/api/avatars/9?v=v1')],
        Upcoming: [cls(2, 'Vikram Iyer', null)],
        Past: [],
      },
    });
    renderWithQuery(<MyClasses withLabel="student" pastTitle="Completed classes" todayAction={() => null} />);
    const today = await row('Batch 1');
    const photo = within(today).getByRole('img', { name: 'Asha Rao' });
    expect(photo).toHaveAttribute('src', '/api/avatars/9?v=v1');
    expect(photo).toHaveAttribute('width', '40');
    expect(within(today).getByText(/student Asha Rao/)).toBeInTheDocument();
    const upcoming = await row('Batch 2');
    expect(within(upcoming).getByRole('img', { name: 'Vikram Iyer' })).toHaveTextContent('VI');
  });

  it("shows under a past lesson, and under today's once begun, what stays with it", async () => {
    mockApi({
      '/api/my_classes': {
        result: true,
        Today: [
          cls(1, 'Asha Rao', null),
          cls(4, 'Asha Rao', null, { status: 'completed' }),
          cls(5, 'Asha Rao', null, { status: 'in_progress' }),
        ],
        Upcoming: [],
        Past: [cls(3, 'Asha Rao', null, { status: 'completed', score_count: 1 })],
      },
    });
    renderWithQuery(
      <MyClasses
        withLabel="student"
        pastTitle="Completed classes"
        todayAction={() => null}
        renderPast={(c) => <p>What stays with {c.batch_name}</p>}
      />,
    );
    expect(within(await row('Batch 3')).getByText('What stays with Batch 3')).toBeInTheDocument();
    expect(within(await row('Batch 4')).getByText('What stays with Batch 4')).toBeInTheDocument();
    expect(within(await row('Batch 5')).getByText('What stays with Batch 5')).toBeInTheDocument();
    // Today's lesson still to begin has nothing under it yet.
    expect(screen.queryByText('What stays with Batch 1')).not.toBeInTheDocument();
  });

  it("shows each lesson's time on the viewer's own clock, as the server labels it", async () => {
    mockApi({
      '/api/my_classes': { result: true, Today: [], Upcoming: [cls(2, 'Vikram Iyer', null)], Past: [] },
    });
    renderWithQuery(<MyClasses withLabel="with" pastTitle="Past classes" todayAction={() => null} />);
    expect(await row('Batch 2')).toHaveTextContent(
      'Tue 3 Mar 2026, 13:30 London time (18:00 in India) · 45 min · with Vikram Iyer',
    );
    expect(screen.queryByText(/2026-03-03/)).not.toBeInTheDocument();
  });

  it('shows who cancelled a lesson, why it counts as completed, a late join and a pending reschedule', async () => {
    const proposed = [
      {
        starts_at: '2026-03-05T12:30:00.000Z',
        when_label: 'Thu 5 Mar 2026, 12:30 London time (18:00 in India)',
      },
      {
        starts_at: '2026-03-06T12:30:00.000Z',
        when_label: 'Fri 6 Mar 2026, 12:30 London time (18:00 in India)',
      },
    ];
    mockApi({
      '/api/my_classes': {
        result: true,
        Today: [],
        Upcoming: [
          cls(2, 'Vikram Iyer', null, {
            pending_request: {
              id: 7,
              class_id: 2,
              status: 'pending',
              proposed,
              requested_at: '2026-03-01T09:00:00.000Z',
            },
          }),
          cls(3, 'Vikram Iyer', null, { status: 'cancelled', cancelled_by: 'teacher' }),
          cls(4, 'Vikram Iyer', null, { status: 'cancelled', cancelled_by: 'school' }),
        ],
        Past: [
          cls(5, 'Vikram Iyer', null, {
            status: 'completed',
            cancelled_by: 'student',
            counted_reason: 'late_cancellation',
          }),
          cls(6, 'Vikram Iyer', null, { status: 'completed', counted_reason: 'no_show' }),
          cls(8, 'Vikram Iyer', null, { status: 'completed', attended: true, joined_late: true }),
        ],
      },
    });
    renderWithQuery(
      <MyClasses withLabel="with" pastTitle="Past classes" showAttendance todayAction={() => null} />,
    );
    expect(
      within(await row('Batch 2')).getByText(
        'Reschedule requested: Thu 5 Mar 2026, 12:30 London time (18:00 in India) or Fri 6 Mar 2026, 12:30 London time (18:00 in India)',
      ),
    ).toBeInTheDocument();
    expect(within(await row('Batch 3')).getByText('Cancelled by the teacher')).toBeInTheDocument();
    expect(within(await row('Batch 4')).getByText('Cancelled by the school')).toBeInTheDocument();
    const late = await row('Batch 5');
    expect(within(late).getByText('Cancelled by the student')).toBeInTheDocument();
    expect(within(late).getByText('Counted as completed: cancelled too late')).toBeInTheDocument();
    expect(within(await row('Batch 6')).getByText('Counted as completed: did not come')).toBeInTheDocument();
    const joinedLate = await row('Batch 8');
    expect(within(joinedLate).getByText('Joined late')).toBeInTheDocument();
    expect(within(joinedLate).getByText('Attended')).toBeInTheDocument();
    expect(within(await row('Batch 2')).queryByText(/Cancelled|Counted|Joined late/)).not.toBeInTheDocument();
  });

  it("shows the actions given for each lesson in that lesson's row, in every list", async () => {
    mockApi({
      '/api/my_classes': {
        result: true,
        Today: [cls(1, 'Asha Rao', null)],
        Upcoming: [cls(2, 'Asha Rao', null)],
        Past: [cls(3, 'Asha Rao', null, { status: 'completed' })],
      },
    });
    renderWithQuery(
      <MyClasses
        withLabel="with"
        pastTitle="Past classes"
        todayAction={() => null}
        renderActions={(c) => <button type="button">{`Change ${c.batch_name}`}</button>}
      />,
    );
    for (const name of ['Batch 1', 'Batch 2', 'Batch 3']) {
      expect(within(await row(name)).getByRole('button', { name: `Change ${name}` })).toBeInTheDocument();
    }
  });
});

describe('a group lesson on a dashboard', () => {
  it('names its students for the teacher and counts the others for a student', () => {
    expect(groupLine({ id: 1, student_count: 2, student_names: ['Asha Rao', 'Bina Das'] })).toBe(
      'Group lesson: 2 students (Asha Rao, Bina Das)',
    );
    expect(groupLine({ id: 1, student_count: 3, student_names: [] })).toBe(
      'Group lesson with 2 other students',
    );
    expect(groupLine({ id: 1, student_count: 2, student_names: [] })).toBe(
      'Group lesson with 1 other student',
    );
  });
});
