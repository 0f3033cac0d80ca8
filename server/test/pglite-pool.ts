import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../db/database.ts';

// A route test file's start was mostly its fresh database: loading the migrated template takes
// about 0.6 s and 1 CPU-second. A Vitest worker runs its files one after another (isolate:
// false), so a database a file is done with is emptied (every table, ids from 1 again; the
// session's settings, locks and listeners reset: about 0.1 s) and handed to the next file. One
// whose schema a test changed (a constraint added, a table dropped), or that was closed, or
// that cannot be emptied, is closed instead.

/** Emptied databases kept for the next file (a file may hold two at once). */
const KEEP = 2;
const spare: PGlite[] = [];
/** The schema as the template has it and its tables, read from the first fresh database. */
let template: { shape: string; tables: string } | null = null;

// Everything a test could change in the schema, as one hash.
const SHAPE = `
  select md5(string_agg(item, E'\\n' order by item)) as shape from (
    select format('%s %s %s', c.relkind, c.relname, pg_get_indexdef(c.oid)) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select format('%s.%s %s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
        a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all
    select format('%s %s', conname, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace = 'public'::regnamespace
    union all select format('trigger %s', tgname) from pg_trigger where not tgisinternal
    union all select format('function %s', oid::regprocedure) from pg_proc
      where pronamespace = 'public'::regnamespace
    union all select format('schema %s', nspname) from pg_namespace
  ) shapes`;

const TABLES = `select string_agg(format('%I.%I', schemaname, tablename), ', ') as list
  from pg_tables where schemaname = 'public'`;

async function shapeOf(client: PGlite): Promise<string | undefined> {
  return (await client.query<{ shape: string }>(SHAPE)).rows[0]?.shape;
}

async function templateOf(client: PGlite): Promise<typeof template> {
  const shape = await shapeOf(client);
  const tables = (await client.query<{ list: string }>(TABLES)).rows[0]?.list;
  return shape && tables ? { shape, tables } : null;
}

/** An empty, migrated in-memory database: one a finished file gave back, or a new one. */
export async function takePglite(): Promise<PGlite> {
  const reused = spare.pop();
  if (reused) return reused;
  const client = await openPglite(null);
  template ??= await templateOf(client);
  return client;
}

/** Takes back a database a file is done with: emptied for the next file, or closed. */
export async function givePglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    // The template's schema, so the template's tables.
    if (spare.length < KEEP && template && (await shapeOf(client)) === template.shape) {
      await client.exec(`truncate ${template.tables} restart identity cascade`);
      // On its own (statements sent together are one transaction, where it may not run).
      await client.exec('discard all');
      spare.push(client);
      return;
    }
  } catch {
    // Closed below.
  }
  await client.close();
}
