import { z } from 'zod';

// The scheduled backup as the admins see it (server/ops/backup-job.ts): its settings, and its
// last success and last failure, whichever instance made them.

export const backupSuccessSchema = z.object({
  at: z.iso.datetime(),
  /** The archive's name in BACKUP_DIR. */
  file: z.string(),
  bytes: z.number().int().min(0),
  seconds: z.number().min(0),
});

export const backupFailureSchema = z.object({ at: z.iso.datetime(), message: z.string() });

export const backupOutcomesSchema = z.object({
  lastSuccess: backupSuccessSchema.nullable(),
  lastFailure: backupFailureSchema.nullable(),
});
export type BackupOutcomes = z.infer<typeof backupOutcomesSchema>;

export const backupStatusResponse = backupOutcomesSchema.extend({
  /** Whether BACKUP_DIR is set (no scheduled backup without it). */
  scheduled: z.boolean(),
  everyHours: z.number().int(),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusResponse>;
