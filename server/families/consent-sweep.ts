import { desc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consents } from '../db/schema.ts';
import { deleteStudentTakes } from '../routes/assignments/takes.service.ts';
import type { RecordingDeps } from '../routes/recordings/recordings.service.ts';
import { deleteStudentRecordings } from '../routes/recordings/recordings.service.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type ConsentSweepDeps = {
  db: Db;
  recordings: RecordingDeps;
  /** Where the practice takes are kept. */
  takes: BlobStore;
  /** CONSENT_GRACE_DAYS: how long after a withholding what is kept stays, for the family to download. */
  graceDays: number;
};

/**
 * The scheduled job: where a student's latest recording or takes consent is withheld and was
 * withheld at least the grace period before `now`, their lesson recordings or their practice
 * takes go, rows and files. A consent given again within the grace period keeps them.
 */
export async function sweepWithheldConsents(deps: ConsentSweepDeps, now = new Date()) {
  const cutoff = now.getTime() - deps.graceDays * 86_400_000;
  const latest = await deps.db
    .selectDistinctOn([consents.studentId, consents.kind])
    .from(consents)
    .orderBy(consents.studentId, consents.kind, desc(consents.id));
  const due = latest.filter((c) => !c.granted && c.kind !== 'photo' && c.givenAt.getTime() <= cutoff);
  let recordings = 0;
  let takes = 0;
  for (const c of due) {
    if (c.kind === 'recording') recordings += await deleteStudentRecordings(deps.recordings, c.studentId);
    else takes += await deleteStudentTakes(deps.db, deps.takes, c.studentId);
  }
  return { recordings, takes };
}
