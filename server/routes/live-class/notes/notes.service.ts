import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { classNotes } from '../../../db/schema.ts';

export type Notes = { notes_content: string; updated_at: string | null };

/** The user's own notes for the class ('' before the first save). */
export async function readNotes(db: Db, classId: number, userId: number): Promise<Notes> {
  const [row] = await db
    .select()
    .from(classNotes)
    .where(and(eq(classNotes.classId, classId), eq(classNotes.userId, userId)));
  return { notes_content: row?.notesContent ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
}

export async function saveNotes(db: Db, classId: number, userId: number, content: string): Promise<Notes> {
  const now = new Date();
  await db
    .insert(classNotes)
    .values({ classId, userId, notesContent: content, updatedAt: now })
    .onConflictDoUpdate({
      target: [classNotes.classId, classNotes.userId],
      set: { notesContent: content, updatedAt: now },
    });
  return { notes_content: content, updated_at: now.toISOString() };
}
