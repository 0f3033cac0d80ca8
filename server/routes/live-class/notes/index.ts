import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { sharedLessonId } from '../../group-classes/group-classes.service.ts';
import { createGate, type Gate } from '../class-gate.ts';
import type { LiveContext } from '../options.ts';
import { presentNotesLoaded, presentNotesSaved } from './notes.presenter.ts';
import { readNotes, saveNotes } from './notes.service.ts';
import { notesGetRoute, notesSaveRoute } from './schema.ts';

const JOINED = { open: true, password: true };

export const notesRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);
  /**
   * The caller and where their notes of the class are kept: a group lesson's places (a row per
   * student) keep them under its first place, as its chat, so a member's notes are the same
   * whichever place of the lesson their page opened.
   */
  const notesOf = async (...args: Parameters<Gate>) => {
    const { cls, user } = await gate(...args);
    return { classId: await sharedLessonId(app.database.db, cls), userId: user.id };
  };

  app.get(API.whiteboard, { schema: notesGetRoute }, async (req) => {
    const q = req.query;
    const at = await notesOf(req, q.class_id, { userId: q.user_id, role: q.user_role }, JOINED);
    return presentNotesLoaded(await readNotes(app.database.db, at.classId, at.userId));
  });

  app.post(API.whiteboard, { schema: notesSaveRoute }, async (req) => {
    const b = req.body;
    const at = await notesOf(req, b.class_id, { userId: b.user_id, role: b.user_role }, JOINED);
    return presentNotesSaved(await saveNotes(app.database.db, at.classId, at.userId, b.notes_content));
  });
};
