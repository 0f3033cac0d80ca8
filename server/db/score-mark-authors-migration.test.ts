import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.ts';

// Migration 0027 keeps who drew each score mark (a group lesson's students share a role): marks
// made before it get their class's teacher or student by role, except a group lesson's student
// marks, whose author is not known.

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;

async function migrateMarks() {
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    folders.push(dir);
    await migrate(db, { migrationsFolder: migrationsUpTo('0026_recital-recordings', dir) });
    const person = async (role: string, name: string) =>
      (
        await client.query<{ id: number }>(
          `insert into users (email, role, first_name, last_name) values ($1, $2, $3, 'Test') returning id`,
          [`${name.toLowerCase()}@example.com`, role, name],
        )
      ).rows[0]?.id;
    const teacher = await person('teacher', 'Ravi');
    const asha = await person('student', 'Asha');
    const ben = await person('student', 'Ben');
    const group = (
      await client.query<{ id: number }>(
        `insert into group_classes (batch_name, teacher_id, student_ids, weekdays, start_time, duration_minutes, first_date)
         values ('Theory', $1, $2, '{}', '10:00', 60, '2026-03-03') returning id`,
        [teacher, [asha, ben]],
      )
    ).rows[0]?.id;
    const place = async (student: number | undefined, groupId: number | null) =>
      (
        await client.query<{ id: number }>(
          `insert into classes (batch_name, teacher_id, student_id, starts_at, group_class_id)
           values ('Piano', $1, $2, '2026-03-03T04:30:00Z', $3) returning id`,
          [teacher, student, groupId],
        )
      ).rows[0]?.id;
    const oneToOne = await place(asha, null);
    const groupPlace = await place(asha, group ?? null);
    for (const [classId, role, key] of [
      [oneToOne, 'teacher', 'one-teacher'],
      [oneToOne, 'student', 'one-student'],
      [groupPlace, 'teacher', 'group-teacher'],
      [groupPlace, 'student', 'group-student'],
    ] as const) {
      const score = (
        await client.query<{ id: number }>(
          `insert into class_scores (class_id, opened_by, file_name, mime_type, size_bytes, storage_key, pages)
           values ($1, 'teacher', 'Yaman.pdf', 'application/pdf', 10, $2, 1) returning id`,
          [classId, `score-${key}`],
        )
      ).rows[0]?.id;
      await client.query(
        `insert into score_marks (score_id, author_role, page, tool, color, points, point_count, client_key)
         values ($1, $2, 1, 'pen', 'red', '[[0.1,0.2]]', 1, $3)`,
        [score, role, key],
      );
    }
    const read = () => client.query<Row>('select * from score_marks order by id').then((r) => r.rows);
    const before = await read();
    await migrate(db, { migrationsFolder: migrationsUpTo('0027_score-mark-authors', dir) });
    return { before, after: await read(), teacher, asha };
  } finally {
    await client.close();
  }
}

describe('migration 0027: score marks keep their authors', () => {
  it("names the teacher or student of a one-to-one class and a group's teacher; a group's student mark stays unknown", async () => {
    const { before, after, teacher, asha } = await migrateMarks();
    expect(after.map((m) => [m.client_key, m.author_id])).toEqual([
      ['one-teacher', teacher],
      ['one-student', asha],
      ['group-teacher', teacher],
      ['group-student', null],
    ]);
    // Nothing else changed.
    expect(after.map(({ author_id, ...rest }) => rest)).toEqual(before);
  });
});
