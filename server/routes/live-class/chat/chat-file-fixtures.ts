import { classChatFiles, classChatMessages } from '../../../db/schema.ts';
import type { Party, TestClass } from '../../../test/builders.ts';
import { multipart } from '../../../test/forms.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { chatFileKey } from './chat-file-store.ts';

/** `size` bytes of PNG: the signature, then bytes that differ from their neighbours. */
export const pngBytes = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(Array.from({ length: size - 8 }, (_, i) => i % 251)),
  ]);

/** A chat file sent through the real upload route; answers the message. */
export async function sendChatFile(
  t: TestContext,
  c: TestClass,
  who: Party,
  name: string,
  bytes: Buffer<ArrayBuffer>,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/class_chat_messages.php',
    headers: { cookie: who.cookie },
    payload: multipart({ class_id: String(c.id) }, { file: { data: bytes, name, type: '' } }),
  });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().data.message as { id: number; file_path: string };
}

/**
 * A chat file written straight to the tables (a type the upload refuses today, or one sent
 * before migration 0007 with its bytes in its row: `inRow`); answers its path.
 */
export async function insertChatFile(
  t: TestContext,
  c: TestClass,
  file: { name: string; mimeType: string; bytes: Uint8Array; inRow?: boolean },
) {
  const [message] = await t.database.db
    .insert(classChatMessages)
    .values({
      classId: c.id,
      senderId: c.teacher.user.id,
      senderRole: 'teacher',
      messageType: 'document',
      messageContent: file.name,
    })
    .returning({ id: classChatMessages.id });
  if (!message) throw new Error('message not stored');
  const storageKey = file.inRow ? null : chatFileKey(c.id);
  if (storageKey) await t.app.chatFiles.put(storageKey, file.bytes);
  await t.database.db.insert(classChatFiles).values({
    messageId: message.id,
    fileName: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.bytes.byteLength,
    storageKey,
    data: file.inRow ? file.bytes : null,
  });
  return { id: message.id, path: `/api/chat_files/${message.id}` };
}
