// CLASS_CHAT_MESSAGES: GET and POST /api/class_chat_messages.php (server/routes/live-class/chat).
// A file's limits are in common/live-class-files.ts.
import { z } from 'zod';
import { dbCursor } from '../fields.ts';
import { CLASS_ROLES, claimedRole, claimedUserId, classIdSchema, liveResponse } from './shared.ts';

export const CHAT_INITIAL_LIMIT = 100;
export const CHAT_TEXT_MAX = 5000;
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'document', 'file'] as const;

export const chatMessageSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  sender_name: z.string(),
  sender_role: z.enum(CLASS_ROLES),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  /** The text, or the original file name of a file message. */
  message_content: z.string(),
  /** Where a file message's file is served (GET, the class's two members only), e.g. /api/chat_files/12; null for text. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  mime_type: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** get_messages: the latest `limit` (default and max 100), oldest first. get_new_messages: those after last_message_id. */
export const chatGetQuery = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('get_messages'),
    class_id: classIdSchema,
    limit: z.coerce.number().int().min(1).max(CHAT_INITIAL_LIMIT).default(CHAT_INITIAL_LIMIT),
  }),
  z.object({
    action: z.literal('get_new_messages'),
    class_id: classIdSchema,
    last_message_id: z._default(dbCursor('Invalid last_message_id'), 0),
  }),
]);
export const chatListResponse = liveResponse(z.object({ messages: z.array(chatMessageSchema) }));

/**
 * POST JSON. The text is trimmed; empty is refused (400). `client_key`, the sender's own id for
 * the message: sent again with the same key (its answer was lost), it is not stored twice and the
 * answer is the message stored the first time.
 */
export const chatSendBody = z.object({
  action: z.literal('send_message'),
  class_id: classIdSchema,
  sender_id: claimedUserId,
  sender_role: claimedRole,
  message_type: z.literal('text').default('text'),
  message_content: z.string().trim().min(1, 'Message is required').max(CHAT_TEXT_MAX),
  client_key: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'Invalid client_key')
    .optional(),
});

/**
 * POST multipart/form-data to the same path: fields class_id, sender_id, sender_role (before
 * the file), and `file` (spec's types, up to CHAT_FILE_MAX_BYTES, checked by content; 400 with
 * CHAT_FILE_BAD_TYPE or 413 with CHAT_FILE_TOO_LARGE). The file and its message are stored together.
 */
export const chatUploadFields = z.object({
  class_id: classIdSchema,
  sender_id: claimedUserId,
  sender_role: claimedRole,
});
export const chatSendResponse = liveResponse(z.object({ message: chatMessageSchema }));
