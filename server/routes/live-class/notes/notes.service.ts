import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { classNotes } from '../../../db/schema.ts';

/** A member's own notes for a class; `updatedAt` null before the first save. */
export type Notes = { content: string; updatedAt: Date | null };

/** The user's own notes for the class ('' before the first save). */
export async function readNotes(db: Db, classId: number, userId: number): Promise<Notes> {
  const [row] = await db
    .select()
    .from(classNotes)
    .where(and(eq(classNotes.classId, classId), eq(classNotes.userId, userId)));
  return { content: row?.notesContent ?? '', updatedAt: row?.updatedAt ?? null };
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
  return { content, updatedAt: now };
}
