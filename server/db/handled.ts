import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SubmissionStatus } from '../../common/schemas/admin-submissions.ts';

/** The filter of a submission list by its handled_at column. */
export function statusFilter(handledAt: PgColumn, status: SubmissionStatus): SQL | undefined {
  if (status === 'open') return isNull(handledAt);
  if (status === 'handled') return isNotNull(handledAt);
  return undefined;
}

export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
