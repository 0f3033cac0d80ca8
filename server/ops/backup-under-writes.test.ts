import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../common/school-time.ts';
import { admissionApplications, classChatMessages, classRecordingParts, payments } from '../db/schema.ts';
import { sendChat } from '../routes/live-class/live-class-fixtures.ts';
import { recordingDeps } from '../routes/recordings/recording-deps.ts';
import { start, upload } from '../routes/recordings/recordings-fixtures.ts';
import { lessonParts } from '../routes/recordings/webm-fixtures.ts';
import { signInAdmin } from '../test/admin-fixtures.ts';
import { admissionFields, createTestClass } from '../test/builders.ts';
import { createTestUser } from '../test/fixtures.ts';
import { multipart, PNG_BYTES } from '../test/forms.ts';
import { useTestApp } from '../test/test-app.ts';
import { backupInto, type EmptyInstall, emptyInstall, sha256, tempDir } from './ops-fixtures.ts';
import { restoreBackup } from './restore.ts';

type Write = { kind: 'application' | 'chat' | 'part' | 'payment'; key: string; sha256?: string };

// The backup of a school at work: applications, chat messages, recording parts and payments
// keep coming, each through its route, while the backup runs. Restored on a fresh install,
// every write acknowledged before the backup began is there, and the files are byte for byte
// what was sent.
describe('a backup taken while the school writes', () => {
  const dataDir = tempDir('busy-school');
  const work = tempDir('busy-backups');
  const t = useTestApp(
    { DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000', FORM_RATE_LIMIT: '100000' },
    { embeddedInDataDir: true },
  );
  let install: EmptyInstall | null = null;
  afterAll(async () => {
    await install?.remove();
    await rm(work, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restores every write acknowledged before it began, and files whose checksums match', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    const admin = await signInAdmin(t.app, t.database.db);
    const student = await createTestUser(t.database.db, 'student');
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices',
      headers: { cookie: admin },
      payload: {
        studentId: student.id,
        lines: [{ description: 'Piano/Keyboard - Quarter Course', quantity: 1, unitAmount: '15,000' }],
        issue: true,
      },
    });
    const invoiceId = invoice.json().Invoice.id as number;

    // Each write, once its answer is in: before the backup began, or not.
    const before: Write[] = [];
    const after: Write[] = [];
    let began = false;
    let stop = false;
    const acknowledged = (w: Write) => (began ? after : before).push(w);
    const counts = { application: 0, chat: 0, part: 0, payment: 0 };
    const writers: Record<Write['kind'], (n: number) => Promise<Write | null>> = {
      async application(n) {
        const email = `busy-${n}@example.com`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admission_form.php',
          payload: multipart(admissionFields({ email }), {
            paymentScreenshot: { data: PNG_BYTES, name: 'payment.png', type: 'image/png' },
          }),
        });
        return res.statusCode === 200 ? { kind: 'application', key: email } : null;
      },
      async chat(n) {
        const text = `Bar ${n}, again`;
        return (await sendChat(t, c.teacher, c.id, text)).statusCode === 200
          ? { kind: 'chat', key: text }
          : null;
      },
      async part(n) {
        // The first part begins the WebM; later ones are the stream's bytes going on.
        const data =
          n === 0 ? (lessonParts(1)[0] as Buffer) : Buffer.concat([Buffer.from([0]), randomBytes(3000)]);
        const res = await upload(
          t,
          c.teacher,
          { class_id: c.id, recording_id: rec.recording_id, segment: 0, seq: n },
          data,
        );
        return res.statusCode === 200 ? { kind: 'part', key: String(n), sha256: sha256(data) } : null;
      },
      async payment(n) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/invoices/${invoiceId}/payments`,
          headers: { cookie: admin },
          payload: {
            amount: '1',
            method: 'upi',
            reference: `UPI-BUSY-${n}`,
            paidOn: schoolDate(t.config.timeZone),
          },
        });
        return res.statusCode === 200 ? { kind: 'payment', key: String(res.json().Payment.id) } : null;
      },
    };
    const failures: string[] = [];
    const running = (Object.keys(writers) as Write['kind'][]).map(async (kind) => {
      while (!stop) {
        const n = counts[kind];
        counts[kind] += 1;
        const w = await writers[kind](n);
        if (w) acknowledged(w);
        else failures.push(`${kind} ${n}`);
        // An injected request on the embedded database can answer without a turn of the event
        // loop: writers that never paused would starve every timer of this process.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });

    // Writing for a while first, then the backup in the middle of it.
    while (Object.values(counts).some((n) => n < 5)) await new Promise((r) => setTimeout(r, 20));
    began = true;
    const archive = path.join(work, 'busy.tar');
    let duringBackup = 0;
    try {
      await backupInto(t, archive);
      duringBackup = after.length;
    } finally {
      stop = true;
      await Promise.all(running);
    }
    expect(failures).toEqual([]);
    expect(duringBackup).toBeGreaterThan(0);

    install = await emptyInstall();
    await restoreBackup(archive, install.target, () => {});
    const restored = await install.open();
    const db = restored.db;
    const present = {
      application: new Set((await db.select().from(admissionApplications)).map((a) => a.email)),
      chat: new Set((await db.select().from(classChatMessages)).map((m) => m.messageContent)),
      part: new Map((await db.select().from(classRecordingParts)).map((p) => [String(p.seq), p])),
      payment: new Set((await db.select().from(payments)).map((p) => String(p.id))),
    };
    const missing = before.filter((w) => !present[w.kind].has(w.key));
    expect(missing).toEqual([]);
    expect(before.length).toBeGreaterThanOrEqual(20);

    // Every part the restored database names is in the restored store, as it was sent.
    const store = recordingDeps(db, install.config.recordings, t.app.log, undefined).store;
    const sent = new Map(
      [...before, ...after].filter((w) => w.kind === 'part').map((w) => [w.key, w.sha256]),
    );
    for (const [seq, part] of present.part) {
      expect(part.sha256).toBe(sent.get(seq));
      expect(sha256(await store.readPart(rec.recording_id, part.name))).toBe(part.sha256);
    }
  });
});
