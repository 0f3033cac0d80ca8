import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { classes, users } from '../db/schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { findClashes } from './clashes.ts';

describe('findClashes', () => {
  let database: Database;
  const ids = { asha: 0, ravi: 0, meera: 0, vikram: 0 };
  const db = () => database.db;
  const at = (iso: string) => new Date(iso);
  const india = { zone: 'Asia/Kolkata' };

  beforeAll(async () => {
    database = await createTestDatabase();
    const people = [
      ['asha', 'teacher', 'Asha', 'Rao'],
      ['vikram', 'teacher', 'Vikram', 'Shah'],
      ['ravi', 'student', 'Ravi', 'Kumar'],
      ['meera', 'student', 'Meera', 'Iyer'],
    ] as const;
    for (const [key, role, firstName, lastName] of people) {
      const [row] = await db()
        .insert(users)
        .values({ email: `${key}@example.com`, role, firstName, lastName })
        .returning({ id: users.id });
      ids[key] = row?.id ?? 0;
    }
    // Tue 3 Mar 2026 18:00-19:00 India time (12:30Z), and a cancelled one at 20:00.
    await db()
      .insert(classes)
      .values([
        {
          batchName: 'Piano Grade 2',
          teacherId: ids.asha,
          studentId: ids.ravi,
          startsAt: at('2026-03-03T12:30:00Z'),
          durationMinutes: 60,
        },
        {
          batchName: 'Cancelled one',
          teacherId: ids.asha,
          studentId: ids.ravi,
          startsAt: at('2026-03-03T14:30:00Z'),
          durationMinutes: 60,
          isCancelled: true,
        },
      ]);
  });
  afterAll(() => database?.close());

  const lesson = (teacherId: number, studentId: number, iso: string, durationMinutes = 60) => ({
    teacherId,
    studentId,
    startsAt: at(iso),
    durationMinutes,
  });

  it("names the teacher's other lesson on the viewer's clock", async () => {
    const clashes = await findClashes(db(), [lesson(ids.asha, ids.meera, '2026-03-03T12:30:00Z')], india);
    expect(clashes).toEqual([
      {
        starts_at: '2026-03-03T12:30:00.000Z',
        when_label: 'Tue 3 Mar 2026, 18:00 India time',
        message: "Tue 3 Mar 2026, 18:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then",
      },
    ]);
    const fromLondon = await findClashes(db(), [lesson(ids.asha, ids.meera, '2026-03-03T12:30:00Z')], {
      zone: 'Europe/London',
      otherZone: 'Asia/Kolkata',
    });
    expect(fromLondon.map((c) => c.message)).toEqual([
      "Tue 3 Mar 2026, 12:30 London time (18:00 in India): Asha Rao (teacher) has 'Piano Grade 2' then",
    ]);
  });

  it('names the student, or both, when they are the ones busy', async () => {
    const student = await findClashes(db(), [lesson(ids.vikram, ids.ravi, '2026-03-03T13:00:00Z')], india);
    expect(student.map((c) => c.message)).toEqual([
      "Tue 3 Mar 2026, 18:30 India time: Ravi Kumar (student) has 'Piano Grade 2' then",
    ]);
    const both = await findClashes(db(), [lesson(ids.asha, ids.ravi, '2026-03-03T12:00:00Z')], india);
    expect(both.map((c) => c.message)).toEqual([
      "Tue 3 Mar 2026, 17:30 India time: Asha Rao (teacher) and Ravi Kumar (student) have 'Piano Grade 2' then",
    ]);
  });

  it('lets lessons touch end to start, and ignores cancelled lessons, other people and the ignored ids', async () => {
    const [stored] = await db().select({ id: classes.id }).from(classes).limit(1);
    const none = await findClashes(
      db(),
      [
        lesson(ids.asha, ids.meera, '2026-03-03T11:30:00Z'), // ends at 18:00 India time
        lesson(ids.asha, ids.meera, '2026-03-03T13:30:00Z'), // starts at 19:00 India time
        lesson(ids.asha, ids.meera, '2026-03-03T14:30:00Z'), // the cancelled lesson's time
        lesson(ids.vikram, ids.meera, '2026-03-03T12:30:00Z'), // neither person of the lesson
        { ...lesson(ids.asha, ids.ravi, '2026-03-03T12:45:00Z', 30), ignoreClassIds: [stored?.id ?? 0] },
      ],
      india,
    );
    expect(none).toEqual([]);
    expect(await findClashes(db(), [], india)).toEqual([]);
  });

  it('finds a long lesson before that runs into the new one, and clashes among the proposed lessons', async () => {
    const longBefore = await findClashes(
      db(),
      [lesson(ids.vikram, ids.ravi, '2026-03-03T08:30:00Z', 240)],
      india,
    );
    expect(longBefore).toEqual([]);
    const runsInto = await findClashes(
      db(),
      [lesson(ids.vikram, ids.ravi, '2026-03-03T09:00:00Z', 240)],
      india,
    );
    expect(runsInto.map((c) => c.message)).toEqual([
      "Tue 3 Mar 2026, 14:30 India time: Ravi Kumar (student) has 'Piano Grade 2' then",
    ]);
    const among = await findClashes(
      db(),
      [
        lesson(ids.vikram, ids.meera, '2026-03-10T12:30:00Z'),
        lesson(ids.vikram, ids.meera, '2026-03-10T13:00:00Z'),
      ],
      india,
    );
    expect(among.map((c) => c.message)).toEqual([
      'Tue 10 Mar 2026, 18:30 India time: the teacher would have two of these lessons at once',
    ]);
  });
});
