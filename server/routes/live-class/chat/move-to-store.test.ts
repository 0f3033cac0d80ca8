import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { migrationsFolder } from '../../../db/migrated-template.ts';
import * as schema from '../../../db/schema.ts';
import { type BlobStore, diskBlobStore } from '../../../storage/blob-store.ts';
import { migrationsUpTo } from '../../../test/migrations-up-to.ts';
import { moveChatFilesToStore } from './move-to-store.ts';

// Migration 0007 keeps every chat file sent before it: the SQL keeps the bytes in their rows, and
// the server's move (at each start, on every instance at once) takes them to the file store.

const folders: string[] = [];
const tempFolder = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Opened = { db: Db; other: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/**
 * An empty database with no migration run: in-memory PGlite, or a new database on the
 * PostgreSQL of TEST_DATABASE_URL with a second pool for a second server instance.
 */
async function emptyDatabase(): Promise<Opened> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      other: db,
      migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pools = [0, 1].map(() => {
    const pool = new pg.Pool({ connectionString: url.toString() });
    // A connection still closing when the database is dropped must not end the test run.
    pool.on('error', () => {});
    return pool;
  });
  const [db, other] = pools.map((pool) => drizzlePg({ client: pool, schema }) as unknown as Db) as [Db, Db];
  return {
    db,
    other,
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    async close() {
      await Promise.all(pools.map((p) => p.end()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The store, except that the first `parties` writes wait for one another: every instance has
 * written its copy of the first file before any of them records it.
 */
function racingStore(inner: BlobStore, parties: number) {
  const waiting: (() => void)[] = [];
  const deleted: string[] = [];
  const store: BlobStore = {
    async put(key, data) {
      await inner.put(key, data);
      if (waiting.length >= parties) return;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === parties) for (const release of waiting) release();
      });
    },
    putStream: (key, data) => inner.putStream(key, data),
    read: (key, start, end) => inner.read(key, start, end),
    async delete(key) {
      deleted.push(key);
      await inner.delete(key);
    },
  };
  return { store, deleted };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

describe('chat files sent before migration 0007', () => {
  it('keep their bytes through the migration and are moved to the store once, by two instances at once', async () => {
    const database = await emptyDatabase();
    try {
      await database.migrate(migrationsUpTo('0006_recording-joins', tempFolder('migrations-')));
      // Rows as the server wrote them then: the bytes in class_chat_files.data.
      const bytes = [
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        randomBytes(3 * 1024 * 1024 + 7),
        Buffer.from('<html>an old upload</html>'),
      ];
      const { db } = database;
      await db.execute(sql`insert into users (email, password_hash, role, first_name, last_name) values
        ('t@example.com', 'x', 'teacher', 'Tara', 'Teacher'), ('s@example.com', 'x', 'student', 'Sam', 'Student')`);
      await db.execute(sql`insert into classes (batch_name, teacher_id, student_id, class_date, class_time)
        select 'Piano', t.id, s.id, '2026-01-05', '10:00' from users t, users s
        where t.email = 't@example.com' and s.email = 's@example.com'`);
      for (const [i, data] of bytes.entries()) {
        await db.execute(sql`with m as (
            insert into class_chat_messages (class_id, sender_id, sender_role, message_type, message_content)
            select c.id, c.student_id, 'student', 'document', ${`file-${i}`} from classes c returning id)
          insert into class_chat_files (message_id, file_name, mime_type, size_bytes, data)
          select m.id, ${`file-${i}`}, 'application/octet-stream', ${data.length}, ${data} from m`);
      }

      await database.migrate(migrationsFolder);
      const rows = () =>
        db.select().from(schema.classChatFiles).orderBy(asc(schema.classChatFiles.messageId));
      const migrated = await rows();
      expect(migrated.map((r) => r.storageKey)).toEqual(bytes.map(() => null));
      expect(migrated.map((r, i) => Buffer.from(r.data ?? []).equals(bytes[i] ?? Buffer.alloc(0)))).toEqual(
        bytes.map(() => true),
      );

      const dir = tempFolder('chat-store-');
      const { store, deleted } = racingStore(diskBlobStore(dir), 2);
      const counts = await Promise.all([
        moveChatFilesToStore(database.db, store),
        moveChatFilesToStore(database.other, store),
      ]);
      // Both wrote the first file; one recorded it, the other deleted its copy.
      expect(deleted.length).toBeGreaterThanOrEqual(1);
      expect(counts[0] + counts[1]).toBe(bytes.length);

      const moved = await rows();
      expect(moved.every((r) => r.data === null && r.storageKey !== null)).toBe(true);
      expect(filesUnder(dir).sort()).toEqual(moved.map((r) => r.storageKey).sort());
      for (const [i, r] of moved.entries()) {
        expect(readFileSync(path.join(dir, String(r.storageKey))).equals(bytes[i] ?? Buffer.alloc(0))).toBe(
          true,
        );
      }
      // Nothing left: a later start moves nothing and leaves the store as it is.
      expect(await moveChatFilesToStore(database.db, store)).toBe(0);
      expect(filesUnder(dir)).toHaveLength(bytes.length);
    } finally {
      await database.close();
    }
  }, 300_000);
});
