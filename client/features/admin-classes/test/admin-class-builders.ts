import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import { adminUser, ONE_OFF_AS_MADE } from '../../../test/builders.ts';

/** A scheduled one-off lesson of Asha (teacher) with Ravi (student); `fields` change it. */
export const adminClass = (fields: Partial<AdminClass> = {}): AdminClass => ({
  id: 1,
  batchName: 'Piano Grade 2',
  classDate: '2026-03-03',
  classTime: '18:00',
  startsAt: '2026-03-03T12:30:00.000Z',
  whenLabel: 'Tue 3 Mar 2026, 18:00 India time',
  durationMinutes: 45,
  hasPassword: false,
  ...ONE_OFF_AS_MADE,
  teacher: { id: 11, firstName: 'Asha', lastName: 'Rao' },
  student: { id: 21, firstName: 'Ravi', lastName: 'Kumar' },
  ...fields,
});

export const classList = (classes: AdminClass[]) => ({
  result: true,
  Classes: classes,
  today: '2026-03-01',
  total: classes.length,
  page: 1,
  pageSize: 10,
});

/** The people the forms choose from: GET /api/admin/users?role=... */
export const people = ({ query }: { query: URLSearchParams }) => ({
  result: true,
  Users:
    query.get('role') === 'teacher'
      ? [adminUser(11, 'Asha', { role: 'teacher' })]
      : [adminUser(21, 'Ravi', { lastName: 'Kumar' }), adminUser(22, 'Mira', { lastName: 'Shah' })],
  total: 1,
  page: 1,
  pageSize: 100,
});

/** A failure as the server answers it. */
export const refusal = (status: number, message: string) =>
  Response.json({ error: message, message }, { status });
