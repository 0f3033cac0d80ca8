import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { formatSize } from '../../common/format-size.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FileFolder } from '../storage/beside-recordings.ts';
import { BackupError } from './backup-error.ts';
import { copyPglite, type DatabaseCopy, dumpPostgres, packPglite } from './database-copy.ts';
import { addDiskFiles, describeMismatches, filesSummary, listS3Files } from './file-copy.ts';
import {
  DATABASE_ENTRY,
  FILES_PREFIX,
  fileEntryPath,
  formatCount,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  type TableRows,
} from './manifest.ts';
import { readTar, tarWriter } from './tar.ts';

/** What a backup reads: the database the server has open, and where its files are. */
export type BackupSource = {
  database: Pick<Database, 'kind' | 'pool' | 'pglite'>;
  recordings: AppConfig['recordings'];
};

/** Where the commands' plain lines go (the console, or the server's log). */
export type Say = (line: string) => void;

export const rowsSummary = (rows: TableRows) =>
  `${Object.keys(rows).length} tables, ${formatCount(Object.values(rows).reduce((a, b) => a + b, 0))} rows`;

/**
 * Writes one archive of everything the school would lose to `file`: the database's copy, the
 * files (on S3, the bucket's listing), and last the manifest of rows and checksums; then reads
 * it back against the manifest. Only the database's copy is taken on this thread (the one step
 * that needs the server's database); the archive is written and checked in a worker thread, so
 * it neither waits on a busy server nor makes the server wait. `workDir` holds the copy meanwhile.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  { workDir, say }: { workDir: string; say: Say },
): Promise<Manifest> {
  const work = await mkdtemp(path.join(workDir, '.backup-work-'));
  try {
    const { kind, pglite, pool } = source.database;
    say(
      kind === 'pglite'
        ? 'Copying the embedded database (statements wait only while its files are copied)'
        : 'Dumping the PostgreSQL database with pg_dump (custom format, one snapshot)',
    );
    const copy = pglite
      ? await copyPglite(pglite, work)
      : await dumpPostgres(pool as NonNullable<typeof pool>, work);
    return await archiveInWorker({ file, copy, recordings: source.recordings, workDir: work }, say);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export type ArchiveJob = {
  file: string;
  copy: DatabaseCopy;
  recordings: AppConfig['recordings'];
  workDir: string;
};

/** What the archive's worker posts: a line to say, then its manifest or what went wrong. */
export type ArchiveMessage =
  | { line: string }
  | { manifest: Manifest }
  | { failure: string; backupError: boolean };

function archiveInWorker(job: ArchiveJob, say: Say): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./archive-worker.mjs', import.meta.url), { workerData: job });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      // Its S3 client may keep the thread alive: the answer is all it had to give.
      void worker.terminate();
      outcome();
    };
    worker.on('message', (m: ArchiveMessage) => {
      if ('line' in m) say(m.line);
      else if ('manifest' in m) settle(() => resolve(m.manifest));
      else settle(() => reject(m.backupError ? new BackupError(m.failure) : new Error(m.failure)));
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The backup's worker stopped before it finished (exit code ${code})`))),
    );
  });
}

/** Where an archive is written before it is whole and checked (then renamed to its name). */
const partialName = (file: string) => `${file}.partial`;

/**
 * The archive itself (in the worker): entries in order, each file's sha256 taken as it goes in,
 * the manifest last; then the archive read back and checked against it, and only then given its
 * name. A failure removes the half-written file.
 */
export async function buildArchive(
  { file, copy, recordings, workDir }: ArchiveJob,
  say: Say,
): Promise<Manifest> {
  const partial = partialName(file);
  const out = createWriteStream(partial, { mode: 0o600 });
  try {
    const tar = tarWriter(out);
    let database = copy.path;
    if (copy.kind === 'pglite') {
      database = path.join(workDir, 'pglite-data.tar.gz');
      await packPglite(copy, database);
    }
    const bytes = (await stat(database)).size;
    const sha256 = await tar.file(DATABASE_ENTRY[copy.kind], bytes, createReadStream(database));
    say(`Database: ${rowsSummary(copy.rows)}, ${formatSize(bytes)}`);

    const s3 = recordings.s3;
    let files: Manifest['files'];
    if (s3) {
      const objects = await listS3Files(s3);
      files = { store: 's3', bucket: s3.bucket, objects };
      say(
        `Files: ${formatCount(objects.length)} objects in the bucket ${s3.bucket}, listed with their sizes and ETags (the bucket is their copy)`,
      );
    } else {
      const entries = await addDiskFiles(tar, recordings);
      files = { store: 'disk', entries };
      const total = entries.reduce((a, e) => a + e.bytes, 0);
      say(`Files: ${filesSummary(entries.map((e) => e.path))}; ${formatSize(total)} in all`);
    }

    const manifest: Manifest = {
      format: 'music-school-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { kind: copy.kind, bytes, sha256, rows: copy.rows },
      files,
    };
    const json = Buffer.from(JSON.stringify(manifest, null, 1));
    await tar.file(MANIFEST_ENTRY, json.length, Readable.from([json]));
    await tar.end();
    await checkArchive(partial);
    await rename(partial, file);
    say(
      `Wrote ${file} (${formatSize((await stat(file)).size)}) and read it back: every checksum matches its manifest`,
    );
    return manifest;
  } catch (err) {
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

/** Where a restore puts what it reads; a sink may refuse an entry by throwing. */
export type BackupSink = {
  database(kind: Manifest['database']['kind'], body: AsyncIterable<Buffer>): Promise<void>;
  file(folder: FileFolder, relative: string, body: AsyncIterable<Buffer>): Promise<void>;
};

const drain = async (body: AsyncIterable<Buffer>) => {
  for await (const _ of body);
};
/** Reads every byte and keeps none: a check of the archive alone. */
export const discardAll: BackupSink = {
  database: (_, body) => drain(body),
  file: (_, __, body) => drain(body),
};

type Seen = { bytes: number; sha256: string };

async function* hashed(body: AsyncIterable<Buffer>, done: (seen: Seen) => void) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    yield chunk;
  }
  done({ bytes, sha256: hash.digest('hex') });
}

function parseManifest(json: string): Manifest {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // Said below.
  }
  throw new BackupError('The archive is damaged: its manifest is not one a backup writes');
}

/** The manifest is read whole: a line of some 150 bytes a file keeps any school far under this. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Reads a backup archive through `sink`, checking as it goes, and then every entry against the
 * manifest: the database's copy and each file of the size and sha256 listed, none missing, none
 * more. Answers the manifest; any mismatch throws, naming what differs.
 */
export async function readBackup(source: AsyncIterable<Buffer>, sink: BackupSink): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let database: (Seen & { kind: Manifest['database']['kind'] }) | null = null;
  const files = new Map<string, Seen>();
  for await (const entry of readTar(source)) {
    if (manifest) throw new BackupError(`The archive is damaged: ${entry.name} comes after its manifest`);
    if (entry.type === 'directory') continue;
    if (entry.name === MANIFEST_ENTRY) {
      if (entry.size > MANIFEST_MAX_BYTES)
        throw new BackupError('The archive is damaged: its manifest is too large');
      const pieces: Buffer[] = [];
      for await (const piece of entry.body) pieces.push(piece);
      manifest = parseManifest(Buffer.concat(pieces).toString('utf8'));
      continue;
    }
    const kind = (Object.keys(DATABASE_ENTRY) as (keyof typeof DATABASE_ENTRY)[]).find(
      (k) => DATABASE_ENTRY[k] === entry.name,
    );
    if (kind) {
      await sink.database(
        kind,
        hashed(entry.body, (seen) => {
          database = { ...seen, kind };
        }),
      );
      continue;
    }
    const file = entry.name.startsWith(FILES_PREFIX)
      ? fileEntryPath(entry.name.slice(FILES_PREFIX.length))
      : null;
    if (!file)
      throw new BackupError(
        `The archive holds ${entry.name}, which no backup of this school has: is it one?`,
      );
    const name = `${file.folder}/${file.relative}`;
    await sink.file(
      file.folder,
      file.relative,
      hashed(entry.body, (seen) => files.set(name, seen)),
    );
  }
  if (!manifest)
    throw new BackupError(
      'The archive has no manifest: it was cut off, or it is not a backup of this school',
    );
  const m: Manifest = manifest;
  const db = database as (Seen & { kind: string }) | null;
  const mismatches: string[] = [];
  if (!db) mismatches.push(`${DATABASE_ENTRY[m.database.kind]}: missing`);
  else if (db.kind !== m.database.kind)
    mismatches.push(`the database is ${db.kind}, the manifest says ${m.database.kind}`);
  else if (db.bytes !== m.database.bytes || db.sha256 !== m.database.sha256)
    mismatches.push(`${DATABASE_ENTRY[m.database.kind]}: its size or sha256 is not the manifest's`);
  const listed = m.files.store === 'disk' ? m.files.entries : [];
  for (const e of listed) {
    const seen = files.get(e.path);
    if (!seen) mismatches.push(`files/${e.path}: missing`);
    else if (seen.bytes !== e.bytes || seen.sha256 !== e.sha256)
      mismatches.push(`files/${e.path}: its size or sha256 is not the manifest's`);
    files.delete(e.path);
  }
  for (const extra of files.keys()) mismatches.push(`files/${extra}: not in the manifest`);
  if (mismatches.length) throw describeMismatches('The archive does not match its manifest', mismatches);
  return m;
}

/** Reads the archive at `file` through and checks it against its manifest, keeping nothing. */
export const checkArchive = (file: string) => readBackup(createReadStream(file), discardAll);
