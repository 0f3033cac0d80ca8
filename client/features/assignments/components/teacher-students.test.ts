import { describe, expect, it } from 'vitest';
import { lesson } from '../../../test/practice-builders.ts';
import { teacherStudents } from './teacher-students.ts';

describe('teacherStudents', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('lists each student once, by name, with the lessons still to come (soonest first) to set work due by', () => {
    const students = teacherStudents(
      [
        lesson({ id: 3, starts_at: '2026-12-02T12:30:00.000Z', when_label: '2 Dec' }),
        lesson({ id: 2, starts_at: '2026-11-26T12:30:00.000Z', when_label: '26 Nov' }),
        lesson({ id: 1, starts_at: '2026-11-18T12:30:00.000Z', status: 'completed' }),
        lesson({ id: 4, starts_at: '2026-11-30T12:30:00.000Z', status: 'cancelled' }),
        lesson({ id: 9, with_id: 21, with_name: 'Bina Das', starts_at: '2026-11-10T12:30:00.000Z' }),
        // On now: still a lesson to be due by.
        lesson({
          id: 5,
          with_id: 21,
          with_name: 'Bina Das',
          starts_at: '2026-11-25T09:30:00.000Z',
          when_label: 'now',
        }),
      ],
      now,
    );
    expect(students).toEqual([
      {
        id: 20,
        name: 'Asha Rao',
        lessons: [
          { id: 2, label: 'Tabla, 26 Nov' },
          { id: 3, label: 'Tabla, 2 Dec' },
        ],
      },
      { id: 21, name: 'Bina Das', lessons: [{ id: 5, label: 'Tabla, now' }] },
    ]);
  });

  it('keeps a student whose lessons are all past, with none to be due by', () => {
    expect(teacherStudents([lesson({ status: 'completed' })], now)).toEqual([
      { id: 20, name: 'Asha Rao', lessons: [] },
    ]);
  });
});
