import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_BAD_TYPE, CHAT_FILE_MAX_BYTES } from '../../../../common/live-class-files.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { classChatMessages } from '../../../db/schema.ts';
import { createOutsider, createTestClass, type Party } from '../../../test/builders.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';

const CHAT = '/api/class_chat_messages.php';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A multipart upload through the real route, fields before the file like a browser's FormData. */
async function upload(
  t: TestContext,
  who: Party | null,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: CHAT,
    headers: {
      'content-type': req.headers.get('content-type') ?? '',
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

// The files' bytes go to DATA_DIR/chat-files.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('class chat', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir });

  it('sends trimmed text and lists the latest messages and the new ones, with the sender', async () => {
    const c = await createTestClass(t);
    const sent = await call(t, c.student, 'POST', CHAT, {
      action: 'send_message',
      class_id: c.id,
      sender_id: c.student.user.id,
      sender_role: 'student',
      message_type: 'text',
      message_content: '  Hello teacher!  ',
    });
    expect(sent.statusCode).toBe(200);
    const first = sent.json().data.message;
    expect(first).toMatchObject({
      sender_id: c.student.user.id,
      sender_name: `${c.student.user.firstName} ${c.student.user.lastName}`,
      sender_role: 'student',
      message_type: 'text',
      message_content: 'Hello teacher!',
      file_path: null,
      file_name: null,
    });
    await call(t, c.teacher, 'POST', CHAT, {
      action: 'send_message',
      class_id: c.id,
      message_content: 'Hi!',
    });
    const all = await call(t, c.teacher, 'GET', CHAT, { action: 'get_messages', class_id: c.id, limit: 100 });
    expect(all.json().data.messages.map((m: { message_content: string }) => m.message_content)).toEqual([
      'Hello teacher!',
      'Hi!',
    ]);
    const fresh = await call(t, c.student, 'GET', CHAT, {
      action: 'get_new_messages',
      class_id: c.id,
      last_message_id: first.id,
    });
    expect(fresh.json().data.messages).toHaveLength(1);
    expect(fresh.json().data.messages[0]).toMatchObject({ sender_role: 'teacher', message_content: 'Hi!' });
  });

  it('stores a message sent again with the same client key once and answers the first', async () => {
    const c = await createTestClass(t);
    const send = (text: string, key: string) =>
      call(t, c.student, 'POST', CHAT, {
        action: 'send_message',
        class_id: c.id,
        message_content: text,
        client_key: key,
      });
    const first = await send('Sent once', 'key-0001-abcdef');
    // The answer was lost: the outbox sends it again with its key.
    const again = await send('Sent once', 'key-0001-abcdef');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toEqual(first.json().data.message);
    // Another key is another message; the teacher may use the same key for one of their own.
    await send('Sent once', 'key-0002-abcdef');
    await call(t, c.teacher, 'POST', CHAT, {
      action: 'send_message',
      class_id: c.id,
      message_content: 'Mine',
      client_key: 'key-0001-abcdef',
    });
    const all = await call(t, c.teacher, 'GET', CHAT, { action: 'get_messages', class_id: c.id, limit: 100 });
    expect(all.json().data.messages.map((m: { message_content: string }) => m.message_content)).toEqual([
      'Sent once',
      'Sent once',
      'Mine',
    ]);
    expect((await send('Bad key', 'no spaces allowed')).statusCode).toBe(400);
  });

  it('gives the latest 100 messages, oldest first', async () => {
    const c = await createTestClass(t);
    await t.database.db.insert(classChatMessages).values(
      Array.from({ length: 103 }, (_, i) => ({
        classId: c.id,
        senderId: c.teacher.user.id,
        senderRole: 'teacher' as const,
        messageType: 'text' as const,
        messageContent: `m${i + 1}`,
      })),
    );
    const res = await call(t, c.student, 'GET', CHAT, { action: 'get_messages', class_id: c.id, limit: 100 });
    const texts = res.json().data.messages.map((m: { message_content: string }) => m.message_content);
    expect(texts).toHaveLength(100);
    expect(texts[0]).toBe('m4');
    expect(texts[99]).toBe('m103');
  });

  it('refuses empty text, strangers, anonymous users, wrong claims and sessions without the password', async () => {
    const c = await createTestClass(t, { password: 'pw-5678' });
    await call(t, c.student, 'POST', '/api/verify_class_password.php', {
      class_id: c.id,
      password: 'pw-5678',
    });
    const empty = await call(t, c.student, 'POST', CHAT, {
      action: 'send_message',
      class_id: c.id,
      message_content: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, data: null, error: 'Message is required' });
    const text = { action: 'send_message', class_id: c.id, message_content: 'hi' };
    expect((await call(t, null, 'POST', CHAT, text)).statusCode).toBe(401);
    for (const role of ['student', 'teacher'] as const) {
      const outsider = await createOutsider(t, role);
      expect((await call(t, outsider, 'POST', CHAT, text)).statusCode).toBe(403);
      expect(
        (await call(t, outsider, 'GET', CHAT, { action: 'get_messages', class_id: c.id })).statusCode,
      ).toBe(403);
    }
    const claim = await call(t, c.student, 'POST', CHAT, { ...text, sender_id: c.teacher.user.id });
    expect(claim.statusCode).toBe(403);
    const noPassword = await call(t, c.teacher, 'POST', CHAT, text);
    expect(noPassword.json().message).toBe(LIVE_MESSAGES.passwordFirst);
    expect(
      (await call(t, c.teacher, 'GET', CHAT, { action: 'get_messages', class_id: c.id })).statusCode,
    ).toBe(403);
  });

  it('stores an uploaded file with its message and serves it only to the class members', async () => {
    const c = await createTestClass(t);
    const res = await upload(
      t,
      c.teacher,
      { class_id: String(c.id), sender_id: String(c.teacher.user.id), sender_role: 'teacher' },
      { name: 'scale chart é.png', bytes: PNG },
    );
    expect(res.statusCode).toBe(200);
    const message = res.json().data.message;
    expect(message).toMatchObject({
      message_type: 'image',
      message_content: 'scale chart é.png',
      file_name: 'scale chart é.png',
      file_size: PNG.length,
      mime_type: 'image/png',
      file_path: `/api/chat_files/${message.id}`,
    });
    const listed = await call(t, c.student, 'GET', CHAT, { action: 'get_messages', class_id: c.id });
    expect(listed.json().data.messages[0].file_path).toBe(message.file_path);

    const file = await call(t, c.student, 'GET', message.file_path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="scale chart _.png"; filename*=UTF-8''scale%20chart%20%C3%A9.png`,
    );
    expect(file.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    // Shown in the browser's own viewer: a document's headers, not the JSON answers' short set.
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'self'");
    const part = await t.app.inject({
      url: message.file_path,
      headers: { cookie: c.student.cookie, range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${PNG.length}`);

    expect((await call(t, null, 'GET', message.file_path)).statusCode).toBe(401);
    // Another class's file answers as a missing one: nobody learns which files exist.
    const missing = await call(t, c.student, 'GET', '/api/chat_files/99999999');
    expect(missing.statusCode).toBe(404);
    for (const role of ['student', 'teacher'] as const) {
      const outsider = await createOutsider(t, role);
      const res = await call(t, outsider, 'GET', message.file_path);
      expect([res.statusCode, res.json()]).toEqual([404, missing.json()]);
    }
  });

  it('downloads office documents and accepts the spec types by content', async () => {
    const c = await createTestClass(t);
    const docx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('....word/document.xml'),
    ]);
    const res = await upload(
      t,
      c.student,
      { class_id: String(c.id) },
      { name: 'homework.docx', bytes: docx },
    );
    expect(res.json().data.message).toMatchObject({ message_type: 'document', file_name: 'homework.docx' });
    const file = await call(t, c.teacher, 'GET', res.json().data.message.file_path);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="homework.docx"/);
    const txt = await upload(
      t,
      c.student,
      { class_id: String(c.id) },
      { name: 'notes.txt', bytes: new TextEncoder().encode('Scales: C major') },
    );
    expect(txt.json().data.message).toMatchObject({
      message_type: 'document',
      mime_type: 'text/plain; charset=utf-8',
    });
  });

  it('refuses files whose content is not what their name says, other types, too large files and strangers', async () => {
    const c = await createTestClass(t);
    const fields = { class_id: String(c.id) };
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const name of ['photo.png', 'page.html', 'tool.exe', 'noext']) {
      const res = await upload(t, c.student, fields, { name, bytes: html });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, error: CHAT_FILE_BAD_TYPE });
    }
    const missing = await upload(t, c.student, fields);
    expect(missing.statusCode).toBe(400);
    const big = new Uint8Array(CHAT_FILE_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(t, c.student, fields, { name: 'big.png', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('File size must be less than 25MB');
    const outsider = await createOutsider(t, 'student');
    expect((await upload(t, outsider, fields, { name: 'a.png', bytes: PNG })).statusCode).toBe(403);
    expect((await upload(t, null, fields, { name: 'a.png', bytes: PNG })).statusCode).toBe(401);
    const claim = await upload(
      t,
      c.student,
      { ...fields, sender_role: 'teacher' },
      { name: 'a.png', bytes: PNG },
    );
    expect(claim.statusCode).toBe(403);
  });
});
