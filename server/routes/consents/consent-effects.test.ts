import { mkdtempSync } from 'node:fs';
import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CONSENT_TEXT } from '../../../common/schemas/consents.ts';
import { assignments, classRecordings, practiceTakes, userAvatars } from '../../db/schema.ts';
import { bornYearsAgo, linkGuardian, setBirthDate } from '../../families/family-fixtures.ts';
import { blobStoreBesideRecordings } from '../../storage/beside-recordings.ts';
import { signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestClass, type Party, type TestClass } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { storeAvatar } from '../account/avatar.service.ts';
import { call } from '../live-class/live-class-fixtures.ts';
import { diskStore } from '../recordings/recording-store.ts';
import { joinsSettled } from '../recordings/recordings.service.ts';
import { STATE, STATUS, send, start, upload } from '../recordings/recordings-fixtures.ts';
import { cut, recordedWebm } from '../recordings/webm-fixtures.ts';

const DAY = 86_400_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'consents-test-'));
const WEBM_TAKE = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);

describe('what consent allows', () => {
  // The app's clock: real time, until the grace period's test moves it on.
  let clock: number | null = null;
  const t = useTestApp(
    { LOGIN_RATE_LIMIT: '10000', DATA_DIR: dataDir, CONSENT_GRACE_DAYS: '7' },
    { now: () => new Date(clock ?? Date.now()) },
  );
  const db = () => t.database.db;
  const choose = (guardian: Party, studentId: number, kind: string, granted: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api${API.consents}`,
      headers: { cookie: guardian.cookie },
      payload: { student_id: studentId, kind, granted },
    });

  /** A 10-year-old's class today, with their guardian. */
  async function childClass(): Promise<{ cls: TestClass; guardian: Party }> {
    const cls = await createTestClass(t);
    await setBirthDate(t, cls.student.user.id, bornYearsAgo(t, 10));
    return { cls, guardian: await linkGuardian(t, cls.student.user.id) };
  }

  describe('recording', () => {
    it('without consent the Record control is unavailable with the reason, and a start is refused', async () => {
      const { cls, guardian } = await childClass();
      const state = await call(t, cls.teacher, 'GET', STATE, { class_id: cls.id });
      expect(state.json().data).toMatchObject({
        enabled: true,
        unavailable_reason: CONSENT_TEXT.recordingUnavailable.guardian,
      });
      const refused = await call(t, cls.teacher, 'POST', STATUS, { class_id: cls.id, status: 'start' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        message: CONSENT_TEXT.recordingUnavailable.guardian,
      });

      await choose(guardian, cls.student.user.id, 'recording', true);
      const allowed = await call(t, cls.teacher, 'GET', STATE, { class_id: cls.id });
      expect(allowed.json().data.unavailable_reason).toBeNull();
      expect((await start(t, cls)).recording_id).toEqual(expect.any(Number));
    });

    it('withholding it stops the recording in progress, tells the room on its stream and refuses further parts', async () => {
      const { cls, guardian } = await childClass();
      await choose(guardian, cls.student.user.id, 'recording', true);
      const rec = await start(t, cls);
      const parts = cut(recordedWebm(3), 3);
      expect(await send(t, cls, rec.recording_id, rec.segment, parts.slice(0, 1))).toEqual([200]);
      const status = async () =>
        (await call(t, cls.teacher, 'GET', `/api${API.checkMeetingStatus}`, { class_id: cls.id })).json()
          .data;
      expect((await status()).recording).toBe(1);

      const woken: string[] = [];
      const off = t.app.events.subscribe(cls.id, (kind) => woken.push(kind));
      await choose(guardian, cls.student.user.id, 'recording', false);
      off();
      // The class's stream is woken with the status, which now says it is not recorded.
      expect(woken).toContain('status');
      expect((await status()).recording).toBe(0);
      await joinsSettled();
      const [row] = await db().select().from(classRecordings).where(eq(classRecordings.classId, cls.id));
      expect(row?.status).not.toBe('recording');
      const next = await upload(
        t,
        cls.teacher,
        { class_id: cls.id, recording_id: rec.recording_id, segment: rec.segment, seq: 1 },
        parts[1] as Buffer,
      );
      expect([next.statusCode, next.json().message]).toEqual([
        403,
        CONSENT_TEXT.recordingUnavailable.guardian,
      ]);
    });

    it("an adult student's own withdrawal is the reason in their words", async () => {
      const cls = await createTestClass(t);
      await setBirthDate(t, cls.student.user.id, bornYearsAgo(t, 30));
      expect((await start(t, cls)).recording_id).toEqual(expect.any(Number));
      await choose(cls.student, cls.student.user.id, 'recording', false);
      const state = await call(t, cls.teacher, 'GET', STATE, { class_id: cls.id });
      expect(state.json().data).toMatchObject({
        status: expect.not.stringMatching(/^recording$/),
        unavailable_reason: CONSENT_TEXT.recordingUnavailable.student,
      });
      await joinsSettled();
    });
  });

  describe('practice takes', () => {
    const sendTake = (assignmentId: number, who: Party) =>
      t.app.inject({
        method: 'POST',
        url: `/api${API.courseAssignments}/${assignmentId}/takes?duration_ms=10000&note=Try`,
        headers: { cookie: who.cookie, 'content-type': 'audio/webm' },
        payload: WEBM_TAKE,
      });
    const assignmentFor = async (cls: TestClass) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${API.courseAssignments}`,
        headers: { cookie: cls.teacher.cookie },
        payload: { student_id: cls.student.user.id, title: 'Teentaal at 80' },
      });
      return res.json().Assignment.id as number;
    };

    it("are not kept without consent: a child's take is refused with the reason until the guardian agrees", async () => {
      const { cls, guardian } = await childClass();
      const assignmentId = await assignmentFor(cls);
      const refused = await sendTake(assignmentId, cls.student);
      expect([refused.statusCode, refused.json().error]).toEqual([403, CONSENT_TEXT.takesNotKept.guardian]);
      await choose(guardian, cls.student.user.id, 'practice_takes', true);
      expect((await sendTake(assignmentId, cls.student)).statusCode).toBe(201);
    });

    it('an adult who withdrew is told they can give it again', async () => {
      const cls = await createTestClass(t);
      const assignmentId = await assignmentFor(cls);
      expect((await sendTake(assignmentId, cls.student)).statusCode).toBe(201);
      await choose(cls.student, cls.student.user.id, 'practice_takes', false);
      const refused = await sendTake(assignmentId, cls.student);
      expect([refused.statusCode, refused.json().error]).toEqual([403, CONSENT_TEXT.takesNotKept.student]);
    });
  });

  describe('photo', () => {
    const photo = (userId: number, who: Party | string) =>
      t.app.inject({
        method: 'GET',
        url: `/api${API.avatars}/${userId}`,
        headers: { cookie: typeof who === 'string' ? who : who.cookie },
      });
    const version = async (userId: number) =>
      (await db().select().from(userAvatars).where(eq(userAvatars.userId, userId)))[0]?.version;

    it("a child's photo reaches their teacher only with consent; the child and the admin always see it", async () => {
      const { cls, guardian } = await childClass();
      const id = cls.student.user.id;
      await storeAvatar(db(), id, Buffer.from('webp bytes'));
      expect((await photo(id, cls.teacher)).statusCode).toBe(404);
      expect((await photo(id, cls.student)).statusCode).toBe(200);
      expect((await photo(id, await signInAdmin(t.app, db()))).statusCode).toBe(200);
      // The teacher's own photo needs no consent.
      await storeAvatar(db(), cls.teacher.user.id, Buffer.from('teacher'));
      expect((await photo(cls.teacher.user.id, cls.student)).statusCode).toBe(200);

      await choose(guardian, id, 'photo', true);
      expect((await photo(id, cls.teacher)).statusCode).toBe(200);
      // Withheld again: refused, and under a new address, so no browser shows what it kept.
      const before = await version(id);
      await choose(guardian, id, 'photo', false);
      expect((await photo(id, cls.teacher)).statusCode).toBe(404);
      expect(await version(id)).not.toBe(before);
    });
  });

  describe('after the grace period (the consent-sweep job)', () => {
    const exists = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );

    it("deletes a child's recordings and takes once consent has been withheld for the grace days, and keeps what consent was given again for", async () => {
      const takesStore = blobStoreBesideRecordings(t.config.recordings, 'practice-files');
      /** A child with a ready recording and a take, both with their files. */
      const keptThings = async () => {
        const { cls, guardian } = await childClass();
        const [rec] = await db()
          .insert(classRecordings)
          .values({ classId: cls.id, status: 'ready', sizeBytes: 5 })
          .returning();
        await diskStore(t.config.recordings.dir).writePart(
          rec?.id as number,
          'kept.part',
          Buffer.from('part'),
        );
        const [a] = await db()
          .insert(assignments)
          .values({ studentId: cls.student.user.id, teacherId: cls.teacher.user.id, title: 'Scales' })
          .returning();
        const key = `take-${a?.id}/kept`;
        await takesStore.put(key, WEBM_TAKE);
        await db()
          .insert(practiceTakes)
          .values({
            assignmentId: a?.id as number,
            studentId: cls.student.user.id,
            storageKey: key,
            mimeType: 'audio/webm',
            sizeBytes: WEBM_TAKE.length,
            durationMs: 1000,
          });
        return { cls, guardian, recordingId: rec?.id as number, key };
      };
      const left = async (thing: Awaited<ReturnType<typeof keptThings>>) => ({
        recordings: (
          await db().select().from(classRecordings).where(eq(classRecordings.id, thing.recordingId))
        ).length,
        takes: (await db().select().from(practiceTakes).where(eq(practiceTakes.storageKey, thing.key)))
          .length,
        takeFile: await takesStore.read(thing.key, 0, 0).then((bytes) => {
          bytes?.destroy();
          return bytes !== null;
        }),
      });

      const withheldAt = Date.now();
      clock = withheldAt;
      const gone = await keptThings();
      await choose(gone.guardian, gone.cls.student.user.id, 'recording', false);
      await choose(gone.guardian, gone.cls.student.user.id, 'practice_takes', false);
      const regained = await keptThings();
      await choose(regained.guardian, regained.cls.student.user.id, 'recording', false);
      await choose(regained.guardian, regained.cls.student.user.id, 'practice_takes', false);
      clock = withheldAt + DAY;
      await choose(regained.guardian, regained.cls.student.user.id, 'recording', true);
      await choose(regained.guardian, regained.cls.student.user.id, 'practice_takes', true);

      // A minute before the grace period ends: all kept, for the family to download.
      clock = withheldAt + 7 * DAY - 60_000;
      expect(await t.app.jobs.tick('consent-sweep')).toBe(true);
      expect(await left(gone)).toEqual({ recordings: 1, takes: 1, takeFile: true });

      clock = withheldAt + 7 * DAY;
      expect(await t.app.jobs.tick('consent-sweep')).toBe(true);
      expect(await left(gone)).toEqual({ recordings: 0, takes: 0, takeFile: false });
      expect(await exists(path.join(t.config.recordings.dir, String(gone.recordingId)))).toBe(false);
      expect(await exists(path.join(t.config.recordings.dir, String(regained.recordingId)))).toBe(true);
      expect(await left(regained)).toEqual({ recordings: 1, takes: 1, takeFile: true });
      clock = null;
    });
  });
});
