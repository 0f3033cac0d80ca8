import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { classChatFiles } from '../../../db/schema.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';
import { storeFileMessage } from './chat.service.ts';
import { insertChatFile, pngBytes, sendChatFile } from './chat-file-fixtures.ts';

// Chat files' bytes live in the file store (here DATA_DIR/chat-files), are read only for the
// class's members, and are served as streams with Range.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PNG = pngBytes(1000);

describe('chat files in the file store', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir });
  const row = async (id: number) =>
    (await t.database.db.select().from(classChatFiles).where(eq(classChatFiles.messageId, id)))[0];

  it('keeps an upload in DATA_DIR/chat-files, not in its row, and serves it whole and in ranges', async () => {
    const c = await createTestClass(t);
    const message = await sendChatFile(t, c, c.student, 'scale.png', PNG);
    const stored = await row(message.id);
    expect(stored?.data).toBeNull();
    expect(stored?.storageKey).toMatch(new RegExp(`^${c.id}/`));
    const onDisk = path.join(dataDir, 'chat-files', ...String(stored?.storageKey).split('/'));
    expect((await readFile(onDisk)).equals(PNG)).toBe(true);

    const get = (range?: string) =>
      t.app.inject({
        url: message.file_path,
        headers: { cookie: c.teacher.cookie, ...(range ? { range } : {}) },
      });
    const whole = await get();
    expect([whole.statusCode, whole.headers['content-length']]).toEqual([200, '1000']);
    expect(whole.rawPayload.equals(PNG)).toBe(true);
    for (const [range, start, end] of [
      ['bytes=10-19', 10, 19],
      ['bytes=990-', 990, 999],
      ['bytes=-5', 995, 999],
      ['bytes=995-5000', 995, 999],
    ] as const) {
      const part = await get(range);
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/1000`);
      expect(part.rawPayload.equals(PNG.subarray(start, end + 1)), range).toBe(true);
    }
    const read = vi.spyOn(t.app.chatFiles, 'read');
    try {
      const outside = await get('bytes=1000-');
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe('bytes */1000');
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it("reads no byte of a file for a stranger, an anonymous caller or a member who skipped the class's password", async () => {
    const c = await createTestClass(t, { password: 'pw-2468' });
    await call(t, c.student, 'POST', '/api/verify_class_password.php', {
      class_id: c.id,
      password: 'pw-2468',
    });
    const sent = await sendChatFile(t, c, c.student, 'scale.png', PNG);
    // A file still in its row is read by a query of its own, behind the same checks.
    const legacy = await insertChatFile(t, c, {
      name: 'old.png',
      mimeType: 'image/png',
      bytes: PNG,
      inRow: true,
    });
    const read = vi.spyOn(t.app.chatFiles, 'read');
    try {
      const refusals = [
        [await createOutsider(t, 'student'), 404],
        [await createOutsider(t, 'teacher'), 404],
        [null, 401],
        [c.teacher, 403],
      ] as const;
      for (const [who, status] of refusals) {
        for (const url of [sent.file_path, legacy.path]) {
          expect((await call(t, who, 'GET', url)).statusCode).toBe(status);
        }
      }
      expect(read).not.toHaveBeenCalled();
      expect((await call(t, c.student, 'GET', sent.file_path)).statusCode).toBe(200);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('sends active types (HTML, SVG, XML, PDF) as sandboxed attachments, and images inline', async () => {
    const c = await createTestClass(t);
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const files = [
      { name: 'page.html', mimeType: 'text/html; charset=utf-8' },
      { name: 'drawing.svg', mimeType: 'image/svg+xml' },
      { name: 'data.xml', mimeType: 'application/xml' },
      { name: 'page.xhtml', mimeType: 'application/xhtml+xml' },
    ];
    const pdf = await sendChatFile(t, c, c.student, 'sheet.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
    const paths = [
      ...(await Promise.all(files.map((f) => insertChatFile(t, c, { ...f, bytes: page })))).map(
        (f) => f.path,
      ),
      pdf.file_path,
    ];
    for (const url of paths) {
      const res = await call(t, c.teacher, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toMatch(/^attachment; /);
      expect(res.headers['content-security-policy'], url).toBe('sandbox');
    }
    const image = await sendChatFile(t, c, c.student, 'scale.png', PNG);
    const res = await call(t, c.teacher, 'GET', image.file_path);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('serves a file sent before migration 0007 from its row until a start of the app moves it to the store', async () => {
    const c = await createTestClass(t);
    const legacy = await insertChatFile(t, c, {
      name: 'old.png',
      mimeType: 'image/png',
      bytes: PNG,
      inRow: true,
    });
    const before = await call(t, c.student, 'GET', legacy.path);
    expect(before.rawPayload.equals(PNG)).toBe(true);
    const part = await t.app.inject({
      url: legacy.path,
      headers: { cookie: c.student.cookie, range: 'bytes=8-15' },
    });
    expect([part.statusCode, part.rawPayload.equals(PNG.subarray(8, 16))]).toEqual([206, true]);

    // Another instance starts: its start-up move says when it is done.
    let done: (line: string) => void = () => {};
    const moved = new Promise<string>((resolve) => {
      done = resolve;
    });
    const stream = { write: (line: string) => line.includes('chat files moved') && done(line) };
    const other = await buildApp(t.config, { database: t.database, logger: { level: 'info', stream } });
    try {
      await other.ready();
      expect(JSON.parse(await moved).moved).toBeGreaterThanOrEqual(1);
      const after = await row(legacy.id);
      expect(after?.data).toBeNull();
      expect(after?.storageKey).toMatch(new RegExp(`^${c.id}/`));
      const served = await other.inject({ url: legacy.path, headers: { cookie: c.student.cookie } });
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a file whose bytes are gone, and deletes the bytes of a message it could not store', async () => {
    const c = await createTestClass(t);
    const sent = await sendChatFile(t, c, c.student, 'scale.png', PNG);
    const key = String((await row(sent.id))?.storageKey);
    await rm(path.join(dataDir, 'chat-files', ...key.split('/')));
    const gone = await call(t, c.student, 'GET', sent.file_path);
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'File not found']);

    const folder = path.join(dataDir, 'chat-files', String(c.id));
    const kept = await readdir(folder);
    const deps = { db: t.database.db, events: t.app.events, store: t.app.chatFiles };
    // A sender who is no user: the message's insert fails after the bytes were stored.
    const ghost = { ...c.student.user, id: 999_999_999 };
    const member = { user: ghost, cls: { id: c.id }, role: 'student', sessionHash: '' } as never;
    await expect(
      storeFileMessage(deps, member, { fileName: 'x.png', mimeType: 'image/png', kind: 'image' }, PNG),
    ).rejects.toThrow();
    expect(await readdir(folder)).toEqual(kept);
  });
});
