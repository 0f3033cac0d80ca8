import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import {
  CHAT_FILE_BAD_TYPE,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TOO_LARGE,
} from '../../../../common/live-class-files.ts';
import { chatSendBody, chatUploadFields } from '../../../../common/schemas/live-class/chat.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { formError } from '../../../plugins/forms.ts';
import { assertCleanText } from '../../../plugins/input.ts';
import { sharedLessonId } from '../../group-classes/group-classes.service.ts';
import { createGate, type Member, roleIn } from '../class-gate.ts';
import { FREQUENT_WRITE, type LiveContext, POLLED } from '../options.ts';
import { presentChatList, presentChatSent } from './chat.presenter.ts';
import {
  chatFileInfo,
  latestMessages,
  messagesAfter,
  readChatFileBytes,
  storeFileMessage,
  storeMessage,
} from './chat.service.ts';
import { sniffChatFile } from './file-sniff.ts';
import { moveChatFilesToStore } from './move-to-store.ts';
import { chatFileRoute, chatGetRoute, chatPostRoute } from './schema.ts';
import { sendFile } from './send-file.ts';

const JOINED = { open: true, password: true };
export const CHAT_FILE_NOT_FOUND = 'File not found';

// The form's own fields (class_id, sender_id, sender_role) and the multipart framing.
const UPLOAD_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads an upload's fields, then checks the sender (session, class, membership) before any of
 * the file is read: a refused upload costs its few fields, not its file. A member's file is
 * read up to the size limit and no further.
 */
async function receiveUpload(
  req: FastifyRequest,
  admit: (fields: Record<string, string>) => Promise<Member>,
) {
  const declared = Number(req.headers['content-length']);
  if (declared > CHAT_FILE_MAX_BYTES + UPLOAD_OVERHEAD_BYTES) throw new HttpError(413, CHAT_FILE_TOO_LARGE);
  const fields: Record<string, string> = {};
  let member: Member | null = null;
  let file: { name: string; data: Buffer } | null = null;
  try {
    // One byte over the limit reaches the count below, which refuses at once (the parser's own
    // limit only truncates, and answers when the whole body has arrived).
    const limits = { fileSize: CHAT_FILE_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'field') {
        assertCleanText(String(part.value), part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new HttpError(400, 'Please send the file as the field "file"');
      member ??= await admit(fields);
      file = { name: part.filename, data: await readLimited(part.file, CHAT_FILE_MAX_BYTES) };
    }
  } catch (err) {
    throw formError(err, {
      fileTooLarge: CHAT_FILE_TOO_LARGE,
      tooManyFiles: 'Please send one file at a time',
    });
  }
  member ??= await admit(fields);
  if (!file) throw new HttpError(400, 'Please choose a file');
  return { member, file };
}

/** A file's bytes, refused (413) the moment they pass `max`. */
async function readLimited(stream: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw new HttpError(413, CHAT_FILE_TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
  const deps = () => ({ db: app.database.db, events: app.events, store: app.chatFiles });

  // Files sent before migration 0007 still have their bytes in the database: each start moves
  // what is left to the store, in the background (they are served from their rows meanwhile).
  let closing = false;
  let moving: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    moving = moveChatFilesToStore(app.database.db, app.chatFiles, () => closing)
      .then((moved) => {
        if (moved) app.log.info({ moved }, 'chat files moved to the file store');
      })
      .catch((err) => app.log.error({ err }, 'moving chat files to the file store failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    await moving;
  });

  app.get(API.classChatMessages, { schema: chatGetRoute, ...POLLED }, async (req) => {
    const q = req.query;
    const { cls } = await gate(req, q.class_id, {}, JOINED);
    // A group lesson's places (a row per student) share one chat, kept under its first place.
    const chatId = await sharedLessonId(app.database.db, cls);
    return presentChatList(
      q.action === 'get_messages'
        ? await latestMessages(app.database.db, chatId, q.limit)
        : await messagesAfter(app.database.db, chatId, q.last_message_id),
    );
  });

  app.post(API.classChatMessages, { schema: chatPostRoute, config: FREQUENT_WRITE }, async (req) => {
    if (!req.isMultipart()) {
      const parsed = chatSendBody.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid message');
      const b = parsed.data;
      const member = await gate(req, b.class_id, { userId: b.sender_id, role: b.sender_role }, JOINED);
      const chat = {
        ...member,
        cls: { ...member.cls, id: await sharedLessonId(app.database.db, member.cls) },
      };
      return presentChatSent(
        await storeMessage(deps(), chat, { text: b.message_content, clientKey: b.client_key }),
      );
    }
    requireUser(req);
    const { member, file } = await receiveUpload(req, (fields) => {
      const parsed = chatUploadFields.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid upload');
      const f = parsed.data;
      return gate(req, f.class_id, { userId: f.sender_id, role: f.sender_role }, JOINED);
    });
    const fileName = cleanFileName(file.name);
    const sniffed = sniffChatFile(fileName, file.data);
    if (!sniffed) throw new HttpError(400, CHAT_FILE_BAD_TYPE);
    return presentChatSent(await storeFileMessage(deps(), member, { fileName, ...sniffed }, file.data));
  });

  // Opened in the browser's own image, media or PDF viewer: a document, with the page headers.
  const fileConfig = { securityHeaders: 'page' as const };
  app.get(
    `${API.chatFiles}/:messageId`,
    { schema: chatFileRoute, config: fileConfig },
    async (req, reply) => {
      const user = requireUser(req);
      // The row says whose file it is: no byte is read before the reader is known to be a member.
      const file = await chatFileInfo(app.database.db, req.params.messageId);
      // Missing and another class's answer alike: the answer tells no one which files exist.
      const cls = file && (await ctx.cache.classRow(file.classId));
      if (!file || !cls || !roleIn(cls, user.id)) throw new HttpError(404, CHAT_FILE_NOT_FOUND);
      await gate(req, file.classId, {}, { password: true });
      return sendFile(req, reply, file, async (start, end) => {
        const bytes = await readChatFileBytes(deps(), file, start, end);
        if (bytes) return bytes;
        req.log.error({ messageId: file.messageId }, 'chat file bytes missing from the file store');
        throw new HttpError(404, CHAT_FILE_NOT_FOUND);
      });
    },
  );
};
