import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.ts';
import { migrationsFolder } from './migrated-template.ts';

// An install upgraded release by release: the schema of each migration in turn, with rows in
// every table as it appears (two each, every required column filled), then the next migration
// over them, up to today. A migration that cannot run over rows (a required column without a
// default, a constraint old rows break) or that loses them fails here.

const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
);
const tags = journal.entries.map((e) => e.tag);

type Column = {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
};
type ForeignKey = { table_name: string; column_name: string; foreign_table: string; foreign_column: string };

// Values the tables' own rules need (their checks, or what a later migration reads from them).
const byColumn: Record<string, (n: number) => unknown> = {
  email: (n) => `person${n}@example.com`,
  class_time: () => '17:30',
  selected_courses: () => JSON.stringify([{ course: 'piano', type: 'quarter' }]),
  proposed_times: () => JSON.stringify([]),
  points: () => JSON.stringify([[0.1, 0.2]]),
  role: () => 'student',
  from_role: () => 'teacher',
  to_role: () => 'student',
  sender_role: () => 'teacher',
  status: () => 'draft',
  subtotal_minor: () => 100,
  tax_minor: () => 0,
  total_minor: () => 100,
  amount_minor: () => 100,
  quantity: () => 1,
  unit_minor: () => 100,
};

function valueFor(c: Column, n: number): unknown {
  const own = byColumn[c.column_name];
  if (own) return own(n);
  switch (c.data_type) {
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'double precision':
    case 'real':
      // n, not 1: a number may be a key (janus_rooms.room, a position in a running order).
      return n;
    case 'boolean':
      return false;
    case 'date':
      return '2026-01-05';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return new Date('2026-01-05T10:00:00Z');
    case 'jsonb':
    case 'json':
      return JSON.stringify({ n });
    case 'ARRAY':
      return c.udt_name.startsWith('_int') ? '{1}' : `{"${c.column_name} ${n}"}`;
    case 'bytea':
      return Buffer.from([1, 2, 3]);
    default:
      return `${c.column_name} ${n}`;
  }
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('migrations from every earlier schema, with data', () => {
  it(`walks ${tags[0]} to ${tags.at(-1)} one migration at a time, keeping the rows of each step`, async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await client.query("select set_config('school.time_zone', 'Asia/Kolkata', false)");
    const q = async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;
    const inserted = new Map<string, number>();
    try {
      for (const tag of tags) {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
        folders.push(dir);
        await migrate(db, { migrationsFolder: migrationsUpTo(tag, dir) });
        const tables = await q<{ table_name: string }>(
          `select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        );
        const keys = await q<ForeignKey>(
          `select kcu.table_name, kcu.column_name, ccu.table_name as foreign_table,
             ccu.column_name as foreign_column
           from information_schema.table_constraints tc
           join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
           join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
           where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
        );
        // The new tables, each after those it refers to.
        const fresh = tables.map((t) => t.table_name).filter((t) => !inserted.has(t));
        const ordered: string[] = [];
        while (ordered.length < fresh.length) {
          const next = fresh.find(
            (t) =>
              !ordered.includes(t) &&
              keys
                .filter((k) => k.table_name === t && k.foreign_table !== t)
                .every((k) => inserted.has(k.foreign_table) || ordered.includes(k.foreign_table)),
          );
          if (!next) throw new Error(`${tag}: tables that refer to each other: ${fresh.join(', ')}`);
          ordered.push(next);
        }
        for (const table of ordered) {
          const columns = await q<Column>(
            `select column_name, data_type, udt_name, is_nullable, column_default from information_schema.columns
             where table_schema = 'public' and table_name = $1 order by ordinal_position`,
            [table],
          );
          for (const n of [1, 2]) {
            const row: Record<string, unknown> = {};
            for (const c of columns) {
              const key = keys.find((k) => k.table_name === table && k.column_name === c.column_name);
              if (key) {
                // A self-reference stays empty; the others point at the referred table's row n.
                if (key.foreign_table === table) continue;
                const [target] = await q<{ v: unknown }>(
                  `select "${key.foreign_column}" as v from "${key.foreign_table}" order by 1 offset $1 limit 1`,
                  [n - 1],
                );
                row[c.column_name] = target?.v;
              } else if (c.is_nullable === 'NO' && c.column_default === null) {
                row[c.column_name] = valueFor(c, n);
              }
            }
            const names = Object.keys(row);
            await client
              .query(
                names.length
                  ? `insert into "${table}" (${names.map((k) => `"${k}"`).join(', ')})
                     values (${names.map((_, i) => `$${i + 1}`).join(', ')})`
                  : `insert into "${table}" default values`,
                Object.values(row),
              )
              .catch((err: Error) => {
                throw new Error(`${tag}: a row in ${table}: ${err.message}`);
              });
          }
          inserted.set(table, 2);
        }
      }
      // Every table still there holds its rows; none was dropped with them.
      const counts: Record<string, number> = {};
      for (const table of inserted.keys()) {
        const [row] = await q<{ n: number }>(`select count(*)::int as n from "${table}"`);
        counts[table] = row?.n ?? 0;
      }
      expect(counts).toEqual(Object.fromEntries([...inserted.keys()].map((t) => [t, 2])));
      // What the first schema held, as today's reads it: 0010 turned the school's date and clock
      // time (17:30 in Asia/Kolkata) into an instant.
      expect(await q('select email from users order by id')).toEqual([
        { email: 'person1@example.com' },
        { email: 'person2@example.com' },
      ]);
      expect(await q('select batch_name, starts_at from classes order by id')).toEqual(
        [1, 2].map((n) => ({ batch_name: `batch_name ${n}`, starts_at: new Date('2026-01-05T12:00:00Z') })),
      );
      expect(await q('select message_content from class_chat_messages order by id')).toEqual([
        { message_content: 'message_content 1' },
        { message_content: 'message_content 2' },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
