import path from 'node:path';
import { z } from 'zod';

/** Where the archive goes: a path on this machine, which the server writes. */
export const opsBackupBody = z.object({
  file: z.string().refine((f) => path.isAbsolute(f) && f.endsWith('.tar'), 'an absolute path ending in .tar'),
});

/** What the backup said, and where its archive is, or why there is none. */
export const opsBackupResponse = z.union([
  z.object({ ok: z.literal(true), file: z.string(), lines: z.array(z.string()) }),
  z.object({ ok: z.literal(false), failure: z.string(), lines: z.array(z.string()) }),
]);
export type OpsBackupResponse = z.infer<typeof opsBackupResponse>;
