import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { ONE_OFF_AS_MADE } from '../../../test/builders.ts';

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

const person = (id: number, firstName: string, lastName: string, role: AdminUser['role']): AdminUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  firstName,
  lastName,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
});

/** The people the forms choose from: GET /api/admin/users?role=... */
export const people = ({ query }: { query: URLSearchParams }) => ({
  result: true,
  Users:
    query.get('role') === 'teacher'
      ? [person(11, 'Asha', 'Rao', 'teacher')]
      : [person(21, 'Ravi', 'Kumar', 'student'), person(22, 'Mira', 'Shah', 'student')],
  total: 1,
  page: 1,
  pageSize: 100,
});

/** A failure as the server answers it. */
export const refusal = (status: number, message: string) =>
  Response.json({ error: message, message }, { status });
