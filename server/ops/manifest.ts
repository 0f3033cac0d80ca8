import { z } from 'zod';
import { FILE_FOLDERS } from '../storage/beside-recordings.ts';

// What a backup archive holds, in order: the database's copy, the files (on disk; in S3 they stay
// in the bucket), then this manifest, written last since it carries every checksum.

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite-data.tar.gz',
  postgres: 'database/postgres.dump',
} as const;
export const FILES_PREFIX = 'files/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal('music-school-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    bytes,
    sha256,
    /** Rows of each table (`schema.table`) in the copy, counted in its own snapshot. */
    rows: z.record(z.string(), bytes),
  }),
  files: z.discriminatedUnion('store', [
    z.object({
      store: z.literal('disk'),
      /** Each file under `files/` in the archive: `<folder>/<path in it>`. */
      entries: z.array(z.object({ path: z.string(), bytes, sha256 })),
    }),
    z.object({
      store: z.literal('s3'),
      bucket: z.string(),
      /** The bucket is the files' copy: what it held, by key, size and ETag. */
      objects: z.array(z.object({ key: z.string(), bytes, etag: z.string() })),
    }),
  ]),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableRows = Manifest['database']['rows'];
export type FileEntry = Extract<Manifest['files'], { store: 'disk' }>['entries'][number];
export type S3Object = Extract<Manifest['files'], { store: 's3' }>['objects'][number];

const isFolder = (name: string): name is (typeof FILE_FOLDERS)[number] =>
  (FILE_FOLDERS as readonly string[]).includes(name);

/**
 * A file entry's folder and path in it, or null when the path is not one a backup writes (an
 * unknown folder, or a part that climbs out of it).
 */
export function fileEntryPath(path: string) {
  const [folder = '', ...rest] = path.split('/');
  if (!isFolder(folder) || rest.length === 0 || rest.some((p) => p === '' || p === '.' || p === '..'))
    return null;
  return { folder, relative: rest.join('/') };
}

/** 1,234,567 rows: counts as the commands print them. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
