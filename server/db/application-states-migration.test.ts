import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.ts';

// Migrations 0017 and 0018 turn the admin's 'handled' mark on an application into its state
// (contacted), with the history's row dated when it was marked, and then drop handled_at.
// Contact messages keep their own handled_at.

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const HANDLED_AT = new Date('2026-02-03T09:30:00Z');

/** Two applications (one handled) and a handled contact message on the schema of 0016, then 0018. */
async function migrateApplications() {
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    folders.push(dir);
    await migrate(db, { migrationsFolder: migrationsUpTo('0016_score-mark-points', dir) });
    for (const [name, handledAt] of [
      ['Handled Person', HANDLED_AT],
      ['Waiting Person', null],
    ] as const) {
      await client.query(
        `insert into admission_applications (full_name, email, contact_number, gender, dob, age, address, city,
           country, nationality, occupation, education, selected_courses, training, goal, how_know, payment_method,
           handled_at, created_at)
         values ($1, $2, '+1 555 0100 123', 'female', '2000-01-31', 25, '12 Example Street', 'Example Town',
           'India', 'Indian', 'Student', 'Graduate', $3, $4, null, 'A friend', 'online', $5, $6)`,
        [
          name,
          `${name.split(' ')[0]?.toLowerCase()}@example.com`,
          JSON.stringify([{ course: 'piano', type: 'quarter' }]),
          handledAt ? 'Two years of choir' : null,
          handledAt,
          new Date('2026-02-01T08:00:00Z'),
        ],
      );
    }
    await client.exec(`insert into admission_files (application_id, field, file_name, original_name, mime_type,
        size_bytes, data) select id, 'paymentScreenshot', 'p.png', 'pay.png', 'image/png', 3, '\\x010203'::bytea
        from admission_applications`);
    await client.query(
      `insert into contact_messages (name, email, phone, message, handled_at)
       values ('Riya', 'riya@example.com', '555-0101', 'Weekend classes?', $1)`,
      [HANDLED_AT],
    );
    const read = async () => ({
      applications: (await client.query<Row>('select * from admission_applications order by id')).rows,
      files: (await client.query<Row>('select * from admission_files order by id')).rows,
      messages: (await client.query<Row>('select * from contact_messages order by id')).rows,
    });
    const before = await read();
    await migrate(db, { migrationsFolder: migrationsUpTo('0018_drop-application-handled', dir) });
    const after = await read();
    const events = (await client.query<Row>('select * from application_events order by id')).rows;
    return { before, after, events };
  } finally {
    await client.close();
  }
}

const without = (row: Row | undefined, ...keys: string[]) =>
  Object.fromEntries(Object.entries(row ?? {}).filter(([key]) => !keys.includes(key)));

describe('migrations 0017 and 0018: handled applications become contacted', () => {
  it('makes the handled one contacted with one event dated when it was handled, the other new, losing nothing', async () => {
    const { before, after, events } = await migrateApplications();
    const [handled, waiting] = after.applications;
    expect(handled).toMatchObject({
      full_name: 'Handled Person',
      state: 'contacted',
      notes: '',
      student_id: null,
    });
    expect(waiting).toMatchObject({ full_name: 'Waiting Person', state: 'new', notes: '', student_id: null });
    expect(handled).not.toHaveProperty('handled_at');

    // One event, the handled one's, dated when it was handled; none for the other.
    expect(events).toEqual([
      {
        id: expect.any(Number),
        application_id: handled?.id,
        actor_id: null,
        from_state: 'new',
        to_state: 'contacted',
        note: 'Marked handled before application states',
        created_at: HANDLED_AT,
      },
    ]);

    // Every other column as it was, and the files and the contact message untouched.
    expect(after.applications.map((r) => without(r, 'state', 'notes', 'student_id'))).toEqual(
      before.applications.map((r) => without(r, 'handled_at')),
    );
    expect(before.applications[0]?.handled_at).toEqual(HANDLED_AT);
    expect(after.files).toEqual(before.files);
    expect(after.files).toHaveLength(2);
    expect(after.messages).toEqual(before.messages);
    expect(after.messages[0]?.handled_at).toEqual(HANDLED_AT);
  });
});
