import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCORE_LIMITS, SCORE_TEXT, type ScoreEvent } from '../../../../common/schemas/live-class/score.ts';
import { classes, classScores, scoreEvents, scoreMarks } from '../../../db/schema.ts';
import {
  createOutsider,
  createTestClass,
  createTestGroupLesson,
  type Party,
} from '../../../test/builders.ts';
import { JPEG_BYTES, PNG_BYTES } from '../../../test/forms.ts';
import { numberedPdf, pageContent } from '../../../test/numbered-pdf.ts';
import { declaredPng, manyObjectsPdf, unpackingPdf } from '../../../test/score-files.ts';
import { appUrl, call, openClassStream, useLiveTestApp } from '../live-class-fixtures.ts';

const SCORES = '/api/class_scores';
const STROKES_PER_MINUTE = 40;
/** A real PNG of the size given, white. */
const whitePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('the shared score', () => {
  const t = useLiveTestApp({ SCORE_STROKE_RATE_LIMIT: String(STROKES_PER_MINUTE) });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const open = (who: Party, classId: number, name: string, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${SCORES}?class_id=${classId}&name=${encodeURIComponent(name)}`,
      headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const mark = (who: Party, id: number, page: number, key: string, extra: object = {}) =>
    call(t, who, 'POST', `${SCORES}/${id}/marks`, {
      client_key: key,
      page,
      tool: 'pen',
      color: 'red',
      points: [
        [0.1, 0.2],
        [0.3, 0.4],
      ],
      ...extra,
    });
  const stroke = (who: Party, id: number, key: string, from: number, points: number[][]) =>
    call(t, who, 'POST', `${SCORES}/${id}/strokes`, {
      client_key: key,
      page: 1,
      tool: 'pen',
      color: 'red',
      from,
      points,
    });
  /** `count` marks of `points` points each, stored at once (as drawn over a long lesson). */
  const storeMarks = (scoreId: number, count: number, points = 2) =>
    t.database.db.insert(scoreMarks).values(
      Array.from({ length: count }, (_, i) => ({
        scoreId,
        authorRole: 'teacher' as const,
        page: 1,
        tool: 'pen' as const,
        color: 'red' as const,
        points: Array.from({ length: points }, (_, k) => [k / points, 0.5] as [number, number]),
        pointCount: points,
        clientKey: `stored-mark-${i}`,
      })),
    );
  /** A score row and file as a server before these bounds stored them (nothing checked the image). */
  const storedBefore = async (classId: number, bytes: Buffer, mimeType: string) => {
    const storageKey = `${classId}/score-before-${mimeType.replace('/', '-')}`;
    await t.app.chatFiles.put(storageKey, bytes);
    const [row] = await t.database.db
      .insert(classScores)
      .values({
        classId,
        openedBy: 'teacher',
        fileName: 'Old.png',
        mimeType,
        sizeBytes: bytes.length,
        storageKey,
        pages: 1,
      })
      .returning();
    return row?.id as number;
  };
  const strokeEvents = (classId: number) =>
    t.database.db
      .select({ key: sql<string>`${scoreEvents.data}->>'client_key'` })
      .from(scoreEvents)
      .where(and(eq(scoreEvents.classId, classId), sql`${scoreEvents.data}->>'kind' = 'stroke'`));

  it("shares one score across a group lesson's places: the teacher's score and marks, and a student's, reach every student; others are refused", async () => {
    const g = await createTestGroupLesson(t, 3);
    const [first, second, third] = g.places;
    if (!first || !second || !third) throw new Error('three places expected');
    const opened = await open(g.teacher, second.id, 'Raga Yaman.pdf', await numberedPdf(2));
    expect(opened.statusCode, opened.body).toBe(201);
    const score = opened.json().data;
    expect((await mark(g.teacher, score.id, 1, 'teacher-mark')).statusCode).toBe(200);
    // Asha marks through her own place; Ben turns the page through his.
    expect((await mark(first.student, score.id, 1, 'asha-mark')).statusCode).toBe(200);
    const turned = await call(t, third.student, 'POST', `${SCORES}/${score.id}/page`, { page: 2 });
    expect(turned.statusCode, turned.body).toBe(200);
    for (const place of g.places) {
      const [listed] = (await call(t, place.student, 'GET', SCORES, { class_id: place.id })).json().data
        .scores;
      expect(listed).toMatchObject({ id: score.id, file_name: 'Raga Yaman.pdf', page: 2 });
      expect(listed.marks.map((m: { client_key: string }) => m.client_key)).toEqual([
        'teacher-mark',
        'asha-mark',
      ]);
      expect((await call(t, place.student, 'GET', score.url)).statusCode).toBe(200);
    }
    expect((await call(t, g.teacher, 'GET', SCORES, { class_id: third.id })).json().data.scores).toHaveLength(
      1,
    );

    // A student of another lesson, and one who cancelled their place, are refused.
    const other = await createTestClass(t);
    const stranger = await call(t, other.student, 'POST', `${SCORES}/${score.id}/page`, { page: 1 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(SCORE_TEXT.notFound);
    await t.database.db.update(classes).set({ isCancelled: true }).where(eq(classes.id, third.id));
    expect((await mark(third.student, score.id, 1, 'ben-after')).statusCode).toBe(404);
    expect((await call(t, third.student, 'GET', score.url)).statusCode).toBe(404);
  });

  it("keeps a group lesson's marks by person: a student erases only their own, and two students' strokes and keys never meet", async () => {
    const g = await createTestGroupLesson(t, 2);
    const [asha, ben] = g.places;
    if (!asha || !ben) throw new Error('two places expected');
    const score = (await open(g.teacher, asha.id, 'Bhairav.pdf', await numberedPdf(1))).json().data;
    const ashaMark = (await mark(asha.student, score.id, 1, 'same-key')).json().data;
    expect(ashaMark).toMatchObject({ author_role: 'student', author_id: asha.student.user.id });
    // Ben's page made the same key: his own mark, not Asha's answered back; Asha's resend is hers.
    const benMark = (await mark(ben.student, score.id, 1, 'same-key')).json().data;
    expect(benMark).toMatchObject({ author_id: ben.student.user.id });
    expect(benMark.id).not.toBe(ashaMark.id);
    expect((await mark(asha.student, score.id, 1, 'same-key')).json().data.id).toBe(ashaMark.id);

    const erase = (who: Party, id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `${SCORES}/${score.id}/marks/${id}`,
        headers: { cookie: who.cookie },
      });
    const refused = await erase(ben.student, ashaMark.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SCORE_TEXT.notYourMark);
    expect((await erase(ben.student, benMark.id)).statusCode).toBe(200);
    expect((await erase(g.teacher, ashaMark.id)).statusCode).toBe(200);

    // Both draw at once: neither's stroke drops the other's, and each says whose it is.
    const strokeBy = (who: Party, key: string) => stroke(who, score.id, key, 0, [[0.1, 0.1]]);
    expect((await strokeBy(asha.student, 'asha-live')).json().data).toEqual({ sent: true });
    expect((await strokeBy(ben.student, 'ben-live')).json().data).toEqual({ sent: true });
    const live = await t.database.db
      .select({ data: scoreEvents.data })
      .from(scoreEvents)
      .where(and(eq(scoreEvents.classId, asha.id), sql`${scoreEvents.data}->>'kind' = 'stroke'`));
    expect(live.map((e) => e.data)).toMatchObject([
      { client_key: 'asha-live', author_role: 'student', author_id: asha.student.user.id },
      { client_key: 'ben-live', author_role: 'student', author_id: ben.student.user.id },
    ]);
    // Ben's next stroke drops only his unfinished one.
    await strokeBy(ben.student, 'ben-next');
    expect((await strokeEvents(asha.id)).map((e) => e.key)).toEqual(['asha-live', 'ben-next']);
  });

  it('opens a 3-page PDF for both at page 1; either turns the page, both are told; the teacher can keep turning to themself', async () => {
    const c = await createTestClass(t);
    const studentStream = await openClassStream(appUrl(t), c.student, c.id);
    try {
      const opened = await open(c.teacher, c.id, 'Yaman bandish.pdf', await numberedPdf(3));
      expect(opened.statusCode).toBe(201);
      const score = opened.json().data;
      expect(score).toMatchObject({
        file_name: 'Yaman bandish.pdf',
        mime_type: 'application/pdf',
        pages: 3,
        page: 1,
        locked: false,
        opened_by: 'teacher',
        marks: [],
      });
      const first = await studentStream.next('score');
      expect(first.data).toMatchObject({ kind: 'opened', score: { id: score.id, pages: 3 } });

      const turned = await call(t, c.student, 'POST', `${SCORES}/${score.id}/page`, { page: 2 });
      expect(turned.json()).toMatchObject({ success: true, data: { page: 2 } });
      expect((await studentStream.next('score')).data).toEqual({ kind: 'page', score_id: score.id, page: 2 });

      await call(t, c.teacher, 'POST', `${SCORES}/${score.id}/lock`, { locked: true });
      const refused = await call(t, c.student, 'POST', `${SCORES}/${score.id}/page`, { page: 3 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SCORE_TEXT.locked);
      expect((await call(t, c.teacher, 'POST', `${SCORES}/${score.id}/page`, { page: 3 })).statusCode).toBe(
        200,
      );
      const beyond = await call(t, c.teacher, 'POST', `${SCORES}/${score.id}/page`, { page: 4 });
      expect(beyond.json().message).toBe(SCORE_TEXT.noSuchPage);
      expect(
        (await call(t, c.student, 'POST', `${SCORES}/${score.id}/lock`, { locked: false })).statusCode,
      ).toBe(403);

      const [listed] = (await call(t, c.student, 'GET', SCORES, { class_id: c.id })).json().data.scores;
      expect(listed).toMatchObject({ id: score.id, page: 3, locked: true });
      const file = await call(t, c.student, 'GET', score.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    } finally {
      studentStream.close();
    }
  });

  it('keeps every mark when both draw at once, pushes them in the order stored, stores a resend once, and erases by the rules', async () => {
    const c = await createTestClass(t);
    const score = (await open(c.student, c.id, 'Etude.png', await whitePng(60, 80))).json().data;
    expect(score).toMatchObject({ pages: 1, mime_type: 'image/png', opened_by: 'student' });
    const teacherStream = await openClassStream(appUrl(t), c.teacher, c.id);
    try {
      const strokes = 12;
      const results = await Promise.all(
        Array.from({ length: strokes }, (_, i) => [
          mark(c.teacher, score.id, 1, `teacher-stroke-${i}`),
          mark(c.student, score.id, 1, `student-stroke-${i}`, { color: 'blue' }),
        ]).flat(),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const ids: number[] = [];
      for (let i = 0; i < strokes * 2; i++) {
        const e = (await teacherStream.next('score')).data as ScoreEvent;
        if (e.kind === 'mark') ids.push(e.mark.id);
      }
      expect(ids).toHaveLength(strokes * 2);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);

      // A resend (its answer was lost) is the same mark, and is not pushed again.
      const again = await mark(c.teacher, score.id, 1, 'teacher-stroke-0');
      expect(again.json().data.id).toBe(results[0]?.json().data.id);
      const { marks } = (await call(t, c.student, 'GET', SCORES, { class_id: c.id })).json().data.scores[0];
      expect(marks).toHaveLength(strokes * 2);

      const teacherMark = results[0]?.json().data.id as number;
      const studentMark = results[1]?.json().data.id as number;
      const notTheirs = await t.app.inject({
        method: 'DELETE',
        url: `${SCORES}/${score.id}/marks/${teacherMark}`,
        headers: { cookie: c.student.cookie },
      });
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json().message).toBe(SCORE_TEXT.notYourMark);
      for (const [who, id] of [
        [c.student, studentMark],
        [c.teacher, teacherMark],
      ] as const) {
        const erased = await t.app.inject({
          method: 'DELETE',
          url: `${SCORES}/${score.id}/marks/${id}`,
          headers: { cookie: who.cookie },
        });
        expect(erased.statusCode).toBe(200);
      }
      expect((await teacherStream.next('score')).data).toEqual({
        kind: 'unmark',
        score_id: score.id,
        mark_id: studentMark,
      });
      const after = (await call(t, c.teacher, 'GET', SCORES, { class_id: c.id })).json().data.scores[0].marks;
      expect(after).toHaveLength(strokes * 2 - 2);
    } finally {
      teacherStream.close();
    }
  });

  it('pushes a stroke being drawn batch by batch to the other side; the finished mark replaces its batches', async () => {
    const c = await createTestClass(t);
    const score = (await open(c.teacher, c.id, 'Alap.pdf', await numberedPdf(2))).json().data;
    const studentStream = await openClassStream(appUrl(t), c.student, c.id);
    try {
      const stroke = (from: number, points: number[][]) =>
        call(t, c.teacher, 'POST', `${SCORES}/${score.id}/strokes`, {
          client_key: 'live-stroke-1',
          page: 2,
          tool: 'pen',
          color: 'green',
          from,
          points,
        });
      expect((await stroke(0, [[0.1, 0.1]])).json().data).toEqual({ sent: true });
      await stroke(1, [
        [0.2, 0.2],
        [0.3, 0.3],
      ]);
      for (const from of [0, 1]) {
        expect((await studentStream.next('score')).data).toMatchObject({
          kind: 'stroke',
          score_id: score.id,
          author_role: 'teacher',
          client_key: 'live-stroke-1',
          page: 2,
          from,
        });
      }
      await mark(c.teacher, score.id, 2, 'live-stroke-1');
      expect((await studentStream.next('score')).data).toMatchObject({
        kind: 'mark',
        mark: { client_key: 'live-stroke-1', author_role: 'teacher' },
      });
      // A batch arriving after its mark is stored shows nothing; a rejoin replays the mark only.
      expect((await stroke(3, [[0.4, 0.4]])).json().data).toEqual({ sent: false });
      const replay = await openClassStream(appUrl(t), c.student, c.id, { 'last-event-id': '0.0.0' });
      try {
        const first = (await replay.next('score')).data as ScoreEvent;
        expect(first.kind).toBe('opened');
        expect(((await replay.next('score')).data as ScoreEvent).kind).toBe('mark');
      } finally {
        replay.close();
      }
      for (const bad of [
        {
          from: 1999,
          points: [
            [0.1, 0.1],
            [0.2, 0.2],
          ],
        },
        { page: 3, from: 0, points: [[0.1, 0.1]] },
      ]) {
        const res = await call(t, c.teacher, 'POST', `${SCORES}/${score.id}/strokes`, {
          client_key: 'live-stroke-2',
          page: 1,
          tool: 'pen',
          color: 'red',
          ...bad,
        });
        expect(res.statusCode).toBe(400);
      }
      const theirs = await createTestClass(t);
      const refused = await call(t, theirs.teacher, 'POST', `${SCORES}/${score.id}/strokes`, {
        client_key: 'live-stroke-3',
        page: 1,
        tool: 'pen',
        color: 'red',
        from: 0,
        points: [[0.1, 0.1]],
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      studentStream.close();
    }
  });

  it('downloads the score with its marks drawn on their page', async () => {
    const c = await createTestClass(t);
    const score = (await open(c.teacher, c.id, 'Raag Yaman.pdf', await numberedPdf(3))).json().data;
    await mark(c.teacher, score.id, 2, 'pen-on-two');
    await mark(c.student, score.id, 2, 'note-on-two', {
      tool: 'text',
      color: 'blue',
      points: [[0.5, 0.5]],
      text: 'Breathe here',
    });
    await mark(c.student, score.id, 2, 'highlight-on-two', { tool: 'highlighter', color: 'yellow' });
    const res = await call(t, c.student, 'GET', score.marked_pdf_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Raag Yaman (marked).pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(3);
    const drawn = doc.getPages().map(pageContent);
    // Page 2 carries the stroke (a path stroked: S), the note's words and the highlighter's see-through line.
    expect(drawn[1]).toMatch(/\bS\b/);
    expect(drawn[1]).toContain(Buffer.from('Breathe here').toString('hex').toUpperCase());
    for (const i of [0, 2]) expect(drawn[i]).not.toMatch(/\bS\b/);
  });

  it("keeps the score for its members after the lesson: listed and downloaded in any session of theirs, past the room's password; no longer marked", async () => {
    const c = await createTestClass(t, { password: 'raga-123' });
    const inRoom = await call(t, c.teacher, 'GET', SCORES, { class_id: c.id });
    expect(inRoom.statusCode).toBe(403);
    await call(t, c.teacher, 'POST', '/api/verify_class_password.php', {
      class_id: c.id,
      password: 'raga-123',
    });
    const score = (await open(c.teacher, c.id, 'Bhairav.pdf', await numberedPdf(2))).json().data;
    expect((await mark(c.teacher, score.id, 1, 'made-in-the-lesson')).statusCode).toBe(200);
    const done = await call(t, c.teacher, 'POST', '/api/complete_class.php', { class_id: c.id });
    expect(done.statusCode).toBe(200);

    // The student's session never passed the room's password.
    const listed = await call(t, c.student, 'GET', SCORES, { class_id: c.id });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.scores).toMatchObject([
      { id: score.id, marks: [{ client_key: 'made-in-the-lesson' }] },
    ]);
    const pdf = await call(t, c.student, 'GET', score.marked_pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
    expect((await mark(c.student, score.id, 1, 'after-the-lesson')).statusCode).toBeGreaterThanOrEqual(400);
    const stranger = await createOutsider(t, 'student');
    expect((await call(t, stranger, 'GET', SCORES, { class_id: c.id })).statusCode).toBe(403);
  });

  it("refuses what is no score, another class's score, strangers, and marks outside the score", async () => {
    const c = await createTestClass(t);
    const other = await createTestClass(t);
    const html = await open(
      c.teacher,
      c.id,
      'score.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ success: false, message: SCORE_TEXT.notScore });
    const theirs = (await open(other.teacher, other.id, 'Theirs.pdf', await numberedPdf(1))).json().data;
    // Another class's score answers as a missing one, for every call.
    for (const res of [
      await call(t, c.teacher, 'POST', `${SCORES}/${theirs.id}/page`, { page: 1 }),
      await mark(c.teacher, theirs.id, 1, 'not-my-class'),
      await call(t, c.student, 'GET', theirs.url),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const stranger = await createOutsider(t, 'student');
    expect((await call(t, stranger, 'GET', SCORES, { class_id: other.id })).statusCode).toBe(403);
    expect((await call(t, null, 'GET', SCORES, { class_id: other.id })).statusCode).toBe(401);
    for (const bad of [
      { page: 2 },
      { points: [[1.5, 0.2]] },
      { tool: 'text', text: '' },
      { tool: 'highlighter', color: 'red' },
    ]) {
      const res = await mark(other.teacher, theirs.id, 1, `bad-${JSON.stringify(bad)}`.slice(0, 60), bad);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call(t, other.student, 'GET', SCORES, { class_id: other.id })).json().data.scores[0].marks,
    ).toEqual([]);
  });

  it('refuses an image that declares more pixels than the limit, before decoding a pixel; one under it is kept upright and without metadata', async () => {
    const c = await createTestClass(t);
    const bomb = declaredPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const refused = await open(c.student, c.id, 'Huge.png', bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SCORE_TEXT.tooManyPixels);

    // A phone's photo: stored sideways, with an EXIF orientation saying to turn it.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const opened = (await open(c.student, c.id, 'Photo.jpg', photo)).json().data;
    expect(opened).toMatchObject({ mime_type: 'image/jpeg', pages: 1 });
    const kept = await sharp((await call(t, c.teacher, 'GET', opened.url)).rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.orientation).toBeUndefined();
    const pdf = await PDFDocument.load((await call(t, c.teacher, 'GET', opened.marked_pdf_url)).rawPayload);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 15, height: 30 });
    // A scan in grey is kept in grey.
    const grey = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const scan = (await open(c.student, c.id, 'Scan.png', grey)).json().data;
    expect(await sharp((await call(t, c.teacher, 'GET', scan.url)).rawPayload).metadata()).toMatchObject({
      format: 'png',
      channels: 1,
    });
  });

  it('refuses at opening a file that only starts like an image, and answers 422, not 500, for the marked PDF of one stored before', async () => {
    const c = await createTestClass(t);
    for (const [name, bytes] of [
      ['Looks.png', PNG_BYTES],
      ['Looks.jpg', JPEG_BYTES],
      ['Cut.png', declaredPng(100, 100)],
    ] as const) {
      const res = await open(c.teacher, c.id, name, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SCORE_TEXT.notScore);
    }
    for (const [bytes, type, message] of [
      [PNG_BYTES, 'image/png', SCORE_TEXT.markedPdfFailed],
      [JPEG_BYTES, 'image/jpeg', SCORE_TEXT.markedPdfFailed],
      [declaredPng(20_000, 20_000), 'image/webp', SCORE_TEXT.tooManyPixels],
    ] as const) {
      const id = await storedBefore(c.id, bytes, type);
      const res = await call(t, c.teacher, 'GET', `${SCORES}/${id}/marked.pdf`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a PDF of more objects than the limit, and one whose packed parts unpack past theirs, saying which', async () => {
    const c = await createTestClass(t);
    const many = await open(c.teacher, c.id, 'Many.pdf', manyObjectsPdf(SCORE_LIMITS.objects + 1));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(SCORE_TEXT.tooManyObjects);
    const packed = unpackingPdf(SCORE_LIMITS.unpackedBytes + 1);
    expect(packed.length).toBeLessThan(SCORE_LIMITS.bytes / 100);
    const unpacked = await open(c.teacher, c.id, 'Packed.pdf', packed);
    expect(unpacked.statusCode).toBe(400);
    expect(unpacked.json().message).toBe(SCORE_TEXT.unpacksTooLarge);
    // The same file within the bound opens.
    expect((await open(c.teacher, c.id, 'Packed.pdf', unpackingPdf(1024 * 1024))).statusCode).toBe(201);
  });

  it(`caps a lesson at ${SCORE_LIMITS.scores} scores and a score at ${SCORE_LIMITS.marks} marks of ${SCORE_LIMITS.points} points`, async () => {
    const c = await createTestClass(t);
    const pdf = await numberedPdf(1);
    const score = (await open(c.teacher, c.id, 'First.pdf', pdf)).json().data;
    const long = Array.from({ length: SCORE_LIMITS.points + 1 }, (_, i) => [i / 1000, 0.5]);
    const tooLong = await mark(c.teacher, score.id, 1, 'too-long-mark', { points: long });
    expect(tooLong.statusCode).toBe(400);
    expect((await mark(c.teacher, score.id, 1, 'long-mark', { points: long.slice(1) })).statusCode).toBe(200);

    await storeMarks(score.id, SCORE_LIMITS.marks - 1);
    const full = await mark(c.student, score.id, 1, 'one-too-many');
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(SCORE_TEXT.tooManyMarks);

    await t.database.db.insert(classScores).values(
      Array.from({ length: SCORE_LIMITS.scores - 1 }, (_, i) => ({
        classId: c.id,
        openedBy: 'teacher' as const,
        fileName: `Stored ${i}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        storageKey: `${c.id}/score-stored-${i}`,
        pages: 1,
      })),
    );
    const oneMore = await open(c.student, c.id, 'One more.pdf', pdf);
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.json().message).toBe(SCORE_TEXT.tooManyScores);
  });

  it("keeps one unfinished stroke a person, of the stroke's points at most, and limits the strokes a person sends a minute", async () => {
    const c = await createTestClass(t);
    const score = (await open(c.teacher, c.id, 'Strokes.pdf', await numberedPdf(1))).json().data;
    const half = Array.from({ length: SCORE_LIMITS.points / 2 }, (_, i) => [i / 1000, 0.5]);
    expect((await stroke(c.teacher, score.id, 'unfinished-1', 0, half)).statusCode).toBe(200);
    // The same points again (a batch resent, or sent on purpose): the stroke holds no more than a mark.
    expect((await stroke(c.teacher, score.id, 'unfinished-1', 0, half)).statusCode).toBe(200);
    const past = await stroke(c.teacher, score.id, 'unfinished-1', 0, [[0.9, 0.9]]);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(SCORE_TEXT.strokeTooLong);
    // A new stroke drops the teacher's unfinished one, not the student's.
    await stroke(c.student, score.id, 'student-stroke', 0, [[0.5, 0.5]]);
    await stroke(c.teacher, score.id, 'unfinished-2', 0, [[0.1, 0.1]]);
    expect((await strokeEvents(c.id)).map((e) => e.key).sort()).toEqual(['student-stroke', 'unfinished-2']);

    // Strokes and marks share the person's budget; the other party keeps theirs.
    for (let sent = 4; sent < STROKES_PER_MINUTE; sent++) {
      expect((await stroke(c.teacher, score.id, 'unfinished-2', sent, [[0.2, 0.2]])).statusCode).toBe(200);
    }
    const tooFast = await stroke(c.teacher, score.id, 'unfinished-2', 100, [[0.3, 0.3]]);
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().message).toBe(SCORE_TEXT.drawingTooFast);
    expect((await mark(c.teacher, score.id, 1, 'over-budget')).statusCode).toBe(429);
    expect((await mark(c.student, score.id, 1, 'within-budget')).statusCode).toBe(200);
  });

  it('pages the marks in the list and after it: at most a page of marks, fewer when they hold many points', async () => {
    const c = await createTestClass(t);
    const score = (await open(c.teacher, c.id, 'Paged.pdf', await numberedPdf(1))).json().data;
    const total = SCORE_LIMITS.pageMarks * 2 + 10;
    await storeMarks(score.id, total);
    const [listed] = (await call(t, c.student, 'GET', SCORES, { class_id: c.id })).json().data.scores;
    expect(listed.marks).toHaveLength(SCORE_LIMITS.pageMarks);
    expect(listed).toMatchObject({ mark_count: total, marks_after: listed.marks.at(-1).id });
    const seen = [...listed.marks];
    let after = listed.marks_after;
    while (after !== null) {
      const page = await call(t, c.student, 'GET', `${SCORES}/${score.id}/marks`, { after });
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().data.marks);
      after = page.json().data.marks_after;
    }
    expect(seen.map((m) => m.client_key)).toEqual(
      Array.from({ length: total }, (_, i) => `stored-mark-${i}`),
    );

    const dense = (await open(c.teacher, c.id, 'Dense.pdf', await numberedPdf(1))).json().data;
    await storeMarks(dense.id, 30, SCORE_LIMITS.points);
    const first = (await call(t, c.student, 'GET', `${SCORES}/${dense.id}/marks`)).json().data;
    expect(first.marks).toHaveLength(SCORE_LIMITS.pagePoints / SCORE_LIMITS.points);
    const stranger = await createTestClass(t);
    expect((await call(t, stranger.teacher, 'GET', `${SCORES}/${dense.id}/marks`)).statusCode).toBe(404);
  });

  it('keeps the page-turn lock when a score is opened: only the teacher opens one while locked, and theirs stays locked', async () => {
    const c = await createTestClass(t);
    const score = (await open(c.teacher, c.id, 'Locked.pdf', await numberedPdf(2))).json().data;
    await call(t, c.teacher, 'POST', `${SCORES}/${score.id}/lock`, { locked: true });
    const around = await open(c.student, c.id, 'Mine.pdf', await numberedPdf(1));
    expect(around.statusCode).toBe(403);
    expect(around.json().message).toBe(SCORE_TEXT.openLocked);
    const next = await open(c.teacher, c.id, 'Next.pdf', await numberedPdf(1));
    expect(next.json().data).toMatchObject({ locked: true, page: 1 });
    await call(t, c.teacher, 'POST', `${SCORES}/${next.json().data.id}/lock`, { locked: false });
    expect((await open(c.student, c.id, 'Mine.pdf', await numberedPdf(1))).json().data.locked).toBe(false);
  });
});
