import { eq } from 'drizzle-orm';
import type { SchoolTuning } from '../../../common/schemas/tunings.ts';
import type { Db } from '../../db/database.ts';
import { schoolSettings } from '../../db/schema.ts';

const TUNINGS_KEY = 'tunings';

/** The school's own tunings, in the order the admin keeps them (none until one is added). */
export async function readTunings(db: Db): Promise<SchoolTuning[]> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.key, TUNINGS_KEY));
  return (row?.value as SchoolTuning[] | undefined) ?? [];
}

export async function saveTunings(db: Db, tunings: SchoolTuning[]): Promise<void> {
  await db
    .insert(schoolSettings)
    .values({ key: TUNINGS_KEY, value: tunings })
    .onConflictDoUpdate({ target: schoolSettings.key, set: { value: tunings, updatedAt: new Date() } });
}
