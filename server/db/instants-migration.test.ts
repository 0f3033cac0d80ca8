import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { instantOf, wallClock } from '../../common/lesson-time.ts';
import { migrationsUpTo } from '../test/migrations-up-to.ts';
import { migrationsFolder } from './migrated-template.ts';

// Migration 0010 turns each class's date and clock time (the school's wall clock, as every
// schema before it kept them) into the instant it names in the school's zone, keeping the rest.

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type OldClass = { batch: string; date: string; time: string };
type Row = Record<string, unknown>;

/** Classes made by the schema of 0009, then 0010 with the school's zone set. */
async function migrateClasses(schoolZone: string, lessons: OldClass[]) {
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    folders.push(dir);
    await migrate(db, { migrationsFolder: migrationsUpTo('0009_accounts-self-service', dir) });
    await client.exec(`insert into users (email, password_hash, role, first_name, last_name, time_zone) values
      ('t@example.com', 'x', 'teacher', 'Tara', 'Teacher', null),
      ('s@example.com', 'x', 'student', 'Sam', 'Student', 'Europe/London')`);
    for (const [i, lesson] of lessons.entries()) {
      await client.query(
        `insert into classes (batch_name, teacher_id, student_id, class_date, class_time, duration_minutes,
           join_password_hash, is_started, started_at, is_completed, completed_at, is_cancelled, music_mode,
           practice_tools, created_at)
         select $1, t.id, s.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
         from users t, users s where t.email = 't@example.com' and s.email = 's@example.com'`,
        [
          lesson.batch,
          lesson.date,
          lesson.time,
          30 + i * 15,
          i % 2 ? 'argon-hash' : null,
          i % 2 === 1,
          i % 2 ? new Date('2026-03-01T10:00:00Z') : null,
          i === 1,
          i === 1 ? new Date('2026-03-01T11:00:00Z') : null,
          i === 2,
          i % 2 === 0,
          i === 0 ? { metronome: { on: true, bpm: 90 } } : null,
          new Date(`2026-02-0${i + 1}T08:00:00Z`),
        ],
      );
    }
    await client.exec(`insert into class_attendance (class_id, user_id, role, action)
      select c.id, c.student_id, 'student', 'join' from classes c`);
    const before = (await client.query<Row>('select * from classes order by id')).rows;
    await client.query("select set_config('school.time_zone', $1, false)", [schoolZone]);
    // Up to 0010 alone: later migrations add columns this test does not know.
    await migrate(db, { migrationsFolder: migrationsUpTo('0010_lesson-calendar', dir) });
    const after = (await client.query<Row>('select * from classes order by id')).rows;
    const attendance = (await client.query<Row>('select class_id from class_attendance order by class_id'))
      .rows;
    return { before, after, attendance };
  } finally {
    await client.close();
  }
}

const iso = (rows: Row[]) => rows.map((r) => (r.starts_at as Date).toISOString());
const without = (row: Row, ...keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

describe('the migrations journal', () => {
  it('dates each migration after every one before it, or a database already migrated never gets it', () => {
    // drizzle applies only the migrations dated after the newest one a database has.
    const { entries } = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const whens: number[] = entries.map((e: { when: number }) => e.when);
    const early = entries.filter(
      (_: unknown, i: number) => i > 0 && whens[i] <= Math.max(...whens.slice(0, i)),
    );
    // 0009 went out dated before 0008 (a database migrated to 0008 before it came skips it); re-dating
    // it now would run it again on every database that has it.
    expect(early.map((e: { tag: string }) => e.tag)).toEqual(['0009_accounts-self-service']);
  });
});

describe('migration 0010: class dates and times to instants', () => {
  it('gives each class the instant of its school clock time (India), with every other column kept', async () => {
    const lessons = [
      { batch: 'Evening Piano', date: '2026-03-29', time: '18:00' },
      { batch: 'Late Voice', date: '2026-03-29', time: '23:30' },
      { batch: 'After Midnight', date: '2026-03-30', time: '00:15' },
    ];
    const { before, after, attendance } = await migrateClasses('Asia/Kolkata', lessons);
    expect(iso(after)).toEqual([
      '2026-03-29T12:30:00.000Z',
      '2026-03-29T18:00:00.000Z',
      '2026-03-29T18:45:00.000Z',
    ]);
    // The same wall clock in the school's zone.
    expect(after.map((r) => wallClock(r.starts_at as Date, 'Asia/Kolkata'))).toEqual(
      lessons.map(({ date, time }) => ({ date, time })),
    );
    expect(
      after.map((r) =>
        without(
          r,
          'starts_at',
          'cancelled_by',
          'cancelled_at',
          'counted_reason',
          'joined_late',
          'series_id',
          'make_up_for',
          'sequence',
        ),
      ),
    ).toEqual(before.map((r) => without(r, 'class_date', 'class_time')));
    expect(
      after.map((r) => [
        r.cancelled_by,
        r.cancelled_at,
        r.counted_reason,
        r.joined_late,
        r.series_id,
        r.make_up_for,
        r.sequence,
      ]),
    ).toEqual(lessons.map(() => [null, null, null, false, null, null, 0]));
    expect(after[0]).not.toHaveProperty('class_date');
    expect(attendance.map((r) => r.class_id)).toEqual(after.map((r) => r.id));
  });

  it('keeps a school in London on its own clock across the change to summer time', async () => {
    const lessons = [
      { batch: 'Saturday', date: '2026-03-28', time: '18:00' },
      // Clocks go forward at 01:00 on 29 March: this time does not exist, and moves on by the hour.
      { batch: 'In the Gap', date: '2026-03-29', time: '01:30' },
      { batch: 'Sunday', date: '2026-03-29', time: '18:00' },
    ];
    const { after } = await migrateClasses('Europe/London', lessons);
    expect(iso(after)).toEqual([
      '2026-03-28T18:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T17:00:00.000Z',
    ]);
    expect(after.map((r) => wallClock(r.starts_at as Date, 'Europe/London'))).toEqual([
      { date: '2026-03-28', time: '18:00' },
      { date: '2026-03-29', time: '02:30' },
      { date: '2026-03-29', time: '18:00' },
    ]);
    // As the server reads a school clock time now (common/lesson-time.ts).
    expect(iso(after)).toEqual(
      lessons.map(({ date, time }) => instantOf(date, time, 'Europe/London').toISOString()),
    );
  });
});
