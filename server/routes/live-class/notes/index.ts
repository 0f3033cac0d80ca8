import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { createGate } from '../class-gate.ts';
import type { LiveContext } from '../options.ts';
import { presentNotesLoaded, presentNotesSaved } from './notes.presenter.ts';
import { readNotes, saveNotes } from './notes.service.ts';
import { notesGetRoute, notesSaveRoute } from './schema.ts';

const JOINED = { open: true, password: true };

export const notesRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);

  app.get(API.whiteboard, { schema: notesGetRoute }, async (req) => {
    const q = req.query;
    const { cls, user } = await gate(req, q.class_id, { userId: q.user_id, role: q.user_role }, JOINED);
    return presentNotesLoaded(await readNotes(app.database.db, cls.id, user.id));
  });

  app.post(API.whiteboard, { schema: notesSaveRoute }, async (req) => {
    const b = req.body;
    const { cls, user } = await gate(req, b.class_id, { userId: b.user_id, role: b.user_role }, JOINED);
    return presentNotesSaved(await saveNotes(app.database.db, cls.id, user.id, b.notes_content));
  });
};
