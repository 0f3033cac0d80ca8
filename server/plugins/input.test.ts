import { beforeAll, describe, expect, it } from 'vitest';
import { parseCursor } from '../../common/schemas/live-class/events.ts';
import { classChatMessages, classSignals, contactMessages, faqs } from '../db/schema.ts';
import { createTestClass, type TestClass } from '../test/builders.ts';
import { createTestUser, signIn } from '../test/fixtures.ts';
import { multipart } from '../test/forms.ts';
import { useTestApp } from '../test/test-app.ts';

// Input the database cannot hold is refused with a 400 that names the field, before it gets
// there; each of these answered 500 when the database refused it after validation passed.

const contact = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 555 0100 123',
  message: 'I would like to learn the violin.',
  notRobot: 'true',
};

describe('input the database cannot hold', () => {
  const t = useTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  let admin = '';
  let c: TestClass;
  beforeAll(async () => {
    admin = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    c = await createTestClass(t);
  });
  const rows = (table: typeof contactMessages | typeof faqs | typeof classChatMessages) =>
    t.database.db.$count(table);
  const json = (cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
  const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

  it('refuses control characters in any text field with a 400 naming the field, storing nothing', async () => {
    const before = await rows(contactMessages);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form.php',
      payload: multipart({ ...contact, message: 'I would like\u0000 to learn the violin.' }),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error).toBe('message must not contain control characters');
    expect(await rows(contactMessages)).toBe(before);

    const faqsBefore = await rows(faqs);
    const faq = await json(admin, 'POST', '/api/admin/faqs', {
      type: 'general',
      title: 'Is there\u0001 parking?',
      content: 'Yes, behind the school.',
    });
    expect([faq.statusCode, faq.json().error]).toEqual([400, 'title must not contain control characters']);
    expect(await rows(faqs)).toBe(faqsBefore);

    const chat = await json(c.student.cookie, 'POST', '/api/class_chat_messages.php', {
      action: 'send_message',
      class_id: c.id,
      message_content: 'hello\u001b[31m',
    });
    expect(chat.statusCode).toBe(400);
    expect(chat.json()).toMatchObject({
      success: false,
      error: 'message_content must not contain control characters',
    });
    const signal = await json(c.teacher.cookie, 'POST', '/api/webrtc_signaling.php', {
      class_id: c.id,
      type: 'offer',
      data: { type: 'offer', sdp: 'v=0\u0000' },
    });
    expect([signal.statusCode, signal.json().error]).toEqual([
      400,
      'data.sdp must not contain control characters',
    ]);
    const search = await get(admin, '/api/admin/users?q=a%00b');
    expect([search.statusCode, search.json().error]).toEqual([400, 'q must not contain control characters']);
  });

  it('keeps tabs and line breaks, which people type', async () => {
    const res = await json(c.student.cookie, 'POST', '/api/class_chat_messages.php', {
      action: 'send_message',
      class_id: c.id,
      message_content: 'Bar 1:\tC\r\nBar 2:\tG',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message.message_content).toBe('Bar 1:\tC\r\nBar 2:\tG');
  });

  it('refuses ids and cursors beyond the id column', async () => {
    const tooBig = 2 ** 31;
    for (const url of [
      `/api/check_meeting_status.php?class_id=${tooBig}`,
      `/api/class_chat_messages.php?action=get_new_messages&class_id=${c.id}&last_message_id=${tooBig}`,
      `/api/webrtc_signaling.php?class_id=${c.id}&last_id=${tooBig}`,
      `/api/chat_files/${tooBig}`,
    ]) {
      expect((await get(c.student.cookie, url)).statusCode, url).toBe(400);
    }
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/classes/${tooBig}/cancel`,
      headers: { cookie: admin },
    });
    expect(cancel.statusCode).toBe(400);
    const attendance = await json(c.student.cookie, 'POST', '/api/update_class_attendance.php', {
      class_id: 9_007_199_254_740_000,
      action: 'join',
    });
    expect([attendance.statusCode, attendance.json().error]).toEqual([400, 'Invalid class ID']);
    // A resume cursor beyond the columns is no cursor: the stream starts fresh.
    expect(parseCursor(`${tooBig}.1`)).toBeNull();
    expect(parseCursor('12.34')).toEqual({ signalId: 12, chatId: 34 });
    expect(parseCursor('12.34.56')).toEqual({ signalId: 12, chatId: 34, scoreId: 56 });
    expect(parseCursor(`1.2.${tooBig}`)).toBeNull();
    expect(parseCursor('1.2.3.4')).toBeNull();
  });

  it('refuses ids written other than as decimal digits', async () => {
    for (const id of ['0x2', '1e1', '%202', '+2', '1.0']) {
      const res = await get(c.student.cookie, `/api/check_meeting_status.php?class_id=${id}`);
      expect(res.statusCode, id).toBe(400);
    }
    const hex = await json(c.student.cookie, 'POST', '/api/update_class_attendance.php', {
      class_id: `0x${c.id.toString(16)}`,
      action: 'join',
    });
    expect([hex.statusCode, hex.json().error]).toEqual([400, 'Invalid class ID']);
    const plain = await get(c.student.cookie, `/api/check_meeting_status.php?class_id=${c.id}`);
    expect(plain.statusCode).toBe(200);
  });

  it('refuses half of a UTF-16 pair anywhere in JSON with a 400 naming the field, storing nothing', async () => {
    const chatBefore = await t.database.db.$count(classChatMessages);
    const raw = (cookie: string, url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'content-type': 'application/json' } });
    const chat = await raw(
      c.student.cookie,
      '/api/class_chat_messages.php',
      `{"action":"send_message","class_id":${c.id},"message_content":"half \\ud83c of a note"}`,
    );
    expect([chat.statusCode, chat.json().error]).toEqual([
      400,
      'message_content must not contain broken characters',
    ]);
    const key = await raw(
      c.teacher.cookie,
      '/api/webrtc_signaling.php',
      `{"class_id":${c.id},"type":"offer","data":{"\\udfff":"v=0"}}`,
    );
    expect([key.statusCode, key.json().error]).toEqual([400, 'data must not contain broken characters']);
    const faq = await raw(
      admin,
      '/api/admin/faqs',
      '{"type":"general","title":"Why?\\ud800","content":"Because."}',
    );
    expect([faq.statusCode, faq.json().error]).toEqual([400, 'title must not contain broken characters']);
    expect(await t.database.db.$count(classChatMessages)).toBe(chatBefore);
    // A whole pair is a character like any other.
    const emoji = await raw(
      c.student.cookie,
      '/api/class_chat_messages.php',
      `{"action":"send_message","class_id":${c.id},"message_content":"\\ud83c\\udfb5 bar 3"}`,
    );
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().data.message.message_content).toBe('\u{1F3B5} bar 3');
  });

  it('refuses timestamps that are not finite or not of this millennium', async () => {
    for (const timestamp of ['Infinity', '1e400', '1e300', '-5', String(Date.UTC(3000, 0, 2))]) {
      const res = await get(
        c.student.cookie,
        `/api/webrtc_signaling.php?class_id=${c.id}&timestamp=${timestamp}`,
      );
      expect([res.statusCode, res.json().error], timestamp).toEqual([400, 'Invalid timestamp']);
    }
    const ok = await get(
      c.student.cookie,
      `/api/webrtc_signaling.php?class_id=${c.id}&timestamp=${Date.now()}`,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses signalling data nested too deeply or too large', async () => {
    const before = await t.database.db.$count(classSignals);
    const depth = 5_000;
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/webrtc_signaling.php',
      headers: { cookie: c.teacher.cookie, 'content-type': 'application/json' },
      payload: `{"class_id":${c.id},"type":"offer","data":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toMatch(/^data\.0(\.0)* is nested too deeply$/);
    const large = await json(c.teacher.cookie, 'POST', '/api/webrtc_signaling.php', {
      class_id: c.id,
      type: 'offer',
      data: { type: 'offer', sdp: 'a'.repeat(70_000) },
    });
    expect([large.statusCode, large.json().error]).toEqual([400, 'Signalling data is too large']);
    expect(await t.database.db.$count(classSignals)).toBe(before);
  });

  it('refuses class dates that are not days of the calendar', async () => {
    const teacher = await createTestUser(t.database.db, 'teacher');
    const student = await createTestUser(t.database.db, 'student');
    for (const classDate of ['2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01']) {
      const res = await json(admin, 'POST', '/api/admin/classes', {
        batchName: 'Violin',
        teacherId: teacher.id,
        studentId: student.id,
        classDate,
        classTime: '10:00',
        durationMinutes: 60,
      });
      expect([res.statusCode, res.json().error], classDate).toEqual([400, 'Please enter a valid date']);
    }
  });
});
