import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import {
  CHAT_FILE_BAD_TYPE,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TOO_LARGE,
} from '../../../../common/live-class-files.ts';
import { chatSendBody, chatUploadFields } from '../../../../common/schemas/live-class.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { createGate } from '../class-gate.ts';
import { type LiveContext, POLLED } from '../options.ts';
import { latestMessages, messagesAfter, readChatFile, storeMessage } from './chat.service.ts';
import { sniffChatFile } from './file-sniff.ts';
import { chatFileRoute, chatGetRoute, chatPostRoute } from './schema.ts';
import { sendFile } from './send-file.ts';

const JOINED = { open: true, password: true };

/** The form's fields and its one file, in whatever order the browser sent them. */
async function readUpload(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, data };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, CHAT_FILE_TOO_LARGE);
    throw err;
  }
  return { fields, file };
}

/** A stored name: no folders, no control characters, not too long. */
const cleanFileName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '"')
    .join('')
    .trim()
    .slice(-200) || 'file';

export const chatRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(API.classChatMessages, { schema: chatGetRoute, ...POLLED }, async (req) => {
    const q = req.query;
    const { cls } = await gate(req, q.class_id, {}, JOINED);
    const messages =
      q.action === 'get_messages'
        ? await latestMessages(app.database.db, cls.id, q.limit)
        : await messagesAfter(app.database.db, cls.id, q.last_message_id);
    return { success: true, data: { messages }, message: `${messages.length} messages` };
  });

  app.post(API.classChatMessages, { schema: chatPostRoute }, async (req) => {
    if (!req.isMultipart()) {
      const parsed = chatSendBody.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid message');
      const b = parsed.data;
      const member = await gate(req, b.class_id, { userId: b.sender_id, role: b.sender_role }, JOINED);
      const message = await storeMessage(deps(), member, { text: b.message_content });
      return { success: true, data: { message }, message: 'Message sent' };
    }
    requireUser(req);
    const { fields, file } = await readUpload(req);
    const parsed = chatUploadFields.safeParse(fields);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid upload');
    const f = parsed.data;
    const member = await gate(req, f.class_id, { userId: f.sender_id, role: f.sender_role }, JOINED);
    if (!file) throw new HttpError(400, 'Please choose a file');
    const fileName = cleanFileName(file.name);
    const sniffed = sniffChatFile(fileName, file.data);
    if (!sniffed) throw new HttpError(400, CHAT_FILE_BAD_TYPE);
    const message = await storeMessage(deps(), member, {
      file: { fileName, data: file.data, ...sniffed },
    });
    return { success: true, data: { message }, message: 'File sent' };
  });

  // Opened in the browser's own image, media or PDF viewer: a document, with the page headers.
  const fileConfig = { securityHeaders: 'page' as const };
  app.get(
    `${API.chatFiles}/:messageId`,
    { schema: chatFileRoute, config: fileConfig },
    async (req, reply) => {
      requireUser(req);
      const file = await readChatFile(app.database.db, req.params.messageId);
      if (!file) throw new HttpError(404, 'File not found');
      await gate(req, file.classId, {}, { password: true });
      return sendFile(req, reply, file);
    },
  );
};
