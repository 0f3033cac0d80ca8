import { describe, expect, it } from 'vitest';
import { chatListResponse, chatSendResponse } from '../../../../common/schemas/live-class/chat.ts';
import { presentChatList, presentChatSent } from './chat.presenter.ts';
import type { ChatEntry } from './chat.service.ts';

const text: ChatEntry = {
  id: 4,
  sender: { id: 9, firstName: 'Asha', lastName: 'Rao', role: 'student' },
  type: 'text',
  content: 'Hello',
  file: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
};
const file: ChatEntry = {
  ...text,
  id: 5,
  type: 'image',
  content: 'scale.png',
  file: { name: 'scale.png', sizeBytes: 120, mimeType: 'image/png' },
};

describe('chat presenters', () => {
  it("joins the sender's name, writes the date in ISO and a text's file fields as null", () => {
    const answer = presentChatSent(text);
    expect([answer.success, answer.message]).toEqual([true, 'Message sent']);
    const sent = answer.data.message;
    expect(sent).toMatchObject({ id: 4, sender_id: 9, sender_name: 'Asha Rao', sender_role: 'student' });
    expect([sent.message_type, sent.message_content, sent.created_at]).toEqual([
      'text',
      'Hello',
      '2026-01-02T03:04:05.000Z',
    ]);
    expect([sent.file_path, sent.file_name, sent.file_size, sent.mime_type]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(chatSendResponse.parse(answer)).toEqual(answer);
  });

  it("gives a file message the path it is served at, and counts a list's messages", () => {
    const answer = presentChatList([text, file]);
    expect(answer.message).toBe('2 messages');
    expect(answer.data.messages[1]).toMatchObject({
      file_path: '/api/chat_files/5',
      file_name: 'scale.png',
      file_size: 120,
      mime_type: 'image/png',
    });
    expect(chatListResponse.parse(answer)).toEqual(answer);
    expect(presentChatSent(file).message).toBe('File sent');
  });
});
