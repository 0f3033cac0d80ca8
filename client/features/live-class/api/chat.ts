import { API } from '../../../../common/api.ts';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TOO_LARGE } from '../../../../common/live-class-files.ts';
import type {
  ChatMessage,
  chatGetQuery,
  chatListResponse,
  chatSendBody,
  chatSendResponse,
} from '../../../../common/schemas/live-class/chat.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { liveGet, livePost } from './live-call.ts';

type List = typeof chatListResponse;

/** The first 100 messages, oldest first. */
export async function fetchInitialChat(classId: string): Promise<ChatMessage[]> {
  const query = { action: 'get_messages', class_id: classId, limit: 100 } as const;
  return (await liveGet<List, typeof chatGetQuery>(API.classChatMessages, query)).messages;
}

export async function fetchNewChat(classId: string, lastMessageId: number): Promise<ChatMessage[]> {
  const query = { action: 'get_new_messages', class_id: classId, last_message_id: lastMessageId } as const;
  return (await liveGet<List, typeof chatGetQuery>(API.classChatMessages, query)).messages;
}

export async function sendChatText(classId: string, text: string, key: string): Promise<ChatMessage> {
  const body = {
    action: 'send_message',
    class_id: classId,
    message_type: 'text',
    message_content: text,
    client_key: key,
  } as const;
  return (await livePost<typeof chatSendResponse, typeof chatSendBody>(API.classChatMessages, body)).message;
}

export async function uploadChatFile(classId: string, file: File): Promise<ChatMessage> {
  if (file.size > CHAT_FILE_MAX_BYTES) throw new Error(CHAT_FILE_TOO_LARGE);
  const form = new FormData();
  form.set('class_id', classId); // the fields before the file, as the server reads them
  form.set('file', file);
  return (await apiClient.postForm<typeof chatSendResponse>(API.classChatMessages, form)).data.message;
}
