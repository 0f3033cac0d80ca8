import { z } from 'zod';
import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import { dbId } from '../../../../common/schemas/fields.ts';
import {
  chatGetQuery,
  chatListResponse,
  chatSendResponse,
} from '../../../../common/schemas/live-class/chat.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const chatGetRoute = {
  summary:
    'CLASS_CHAT_MESSAGES (GET): action=get_messages (latest 100) or get_new_messages (after last_message_id)',
  tags: liveTags,
  querystring: chatGetQuery,
  response: { 200: chatListResponse, ...liveRefusals },
};

export const chatPostRoute = {
  summary:
    'CLASS_CHAT_MESSAGES (POST): JSON action=send_message with message_content, or multipart/form-data with file, class_id, sender_id, sender_role (images, video, audio, pdf, doc(x), txt, xls(x), ppt(x); up to 25 MB; checked by content)',
  tags: liveTags,
  response: { 200: chatSendResponse, ...liveRefusals, 413: liveErrorSchema },
};

export const chatFileRoute = {
  summary: "A chat file (GET /api/chat_files/{messageId}), to the class's two members only",
  tags: liveTags,
  params: z.object({ messageId: dbId('File not found') }),
};
