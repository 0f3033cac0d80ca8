import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/api.ts';
import { schoolDate } from '../../common/school-time.ts';
import { classRecordings, guardianLinks, userAvatars } from '../db/schema.ts';
import {
  askReschedule,
  createLesson,
  DAYS,
  type Party,
  person,
  schoolAt,
  useLessonsApp,
} from '../routes/lessons/lesson-fixtures.ts';
import { signInAdmin } from '../test/admin-fixtures.ts';
import { todayAtTen } from '../test/builders.ts';

// Every call a guardian makes about a child, by three guardians: the child's own (linked), the
// same guardian about another child, and one who was the child's guardian and was unlinked.

type Request = { method: 'GET' | 'POST'; url: string; payload?: object };
type Child = {
  student: Party;
  lessonId: number;
  todayClassId: number;
  assignmentId: number;
  invoiceId: number;
  paymentId: number;
  recordingId: number;
};
type Row = {
  call: string;
  /** The request about `child`; made afresh for each guardian (a write needs its own lesson). */
  request(child: Child): Promise<Request> | Request;
  /** The status each guardian gets: their own child's, another child's, the unlinked guardian's. */
  own: number;
  other: number;
  unlinked: number;
};

describe('the guardians’ access matrix', () => {
  const t = useLessonsApp();
  const db = () => t.database.db;
  let teacher: Party;
  let admin: string;
  let own: Child;
  let other: Child;
  let guardian: Party;
  let unlinked: Party;

  async function child(): Promise<Child> {
    const lesson = await createLesson(t, 3 * DAYS, { teacher });
    const student = lesson.student;
    const today = await createLesson(t, 0, { teacher, student, startsAt: todayAtTen(t.config.timeZone) });
    const past = await createLesson(t, -3 * DAYS, { teacher, student, state: { isCompleted: true } });
    const api = (method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: { cookie: admin }, payload });
    const assignment = await t.app.inject({
      method: 'POST',
      url: `/api${API.courseAssignments}`,
      headers: { cookie: teacher.cookie },
      payload: { student_id: student.user.id, title: 'Scales in G' },
    });
    const invoice = await api('POST', API.adminInvoices, {
      studentId: student.user.id,
      lines: [{ description: 'Piano/Keyboard - Quarter Course', quantity: 1, unitAmount: '15,000' }],
      issue: true,
    });
    const invoiceId = invoice.json().Invoice.id;
    const payment = await api('POST', `${API.adminInvoices}/${invoiceId}/payments`, {
      amount: '1000',
      method: 'cash',
      reference: '',
      paidOn: schoolDate(t.config.timeZone),
    });
    const [recording] = await db()
      .insert(classRecordings)
      .values({ classId: past.id, status: 'ready', fileBytes: 10, durationMs: 1000 })
      .returning({ id: classRecordings.id });
    await db()
      .insert(userAvatars)
      .values({ userId: student.user.id, image: Buffer.from('webp'), version: 'v1' });
    return {
      student,
      lessonId: lesson.id,
      todayClassId: today.id,
      assignmentId: assignment.json().Assignment.id,
      invoiceId,
      paymentId: payment.json().Payment.id,
      recordingId: recording?.id ?? 0,
    };
  }

  beforeAll(async () => {
    admin = await signInAdmin(t.app, db());
    teacher = await person(t, 'teacher', 'Asia/Kolkata');
    own = await child();
    other = await child();
    guardian = await person(t, 'guardian', 'America/New_York');
    unlinked = await person(t, 'guardian');
    await db()
      .insert(guardianLinks)
      .values([
        { guardianId: guardian.user.id, studentId: own.student.user.id },
        { guardianId: unlinked.user.id, studentId: own.student.user.id },
      ]);
    await db()
      .delete(guardianLinks)
      .where(
        and(eq(guardianLinks.guardianId, unlinked.user.id), eq(guardianLinks.studentId, own.student.user.id)),
      );
  }, 120_000);

  const freshLesson = async (c: Child) =>
    (await createLesson(t, 3 * DAYS, { teacher, student: c.student })).id;
  const ROWS: Row[] = [
    {
      call: 'my classes',
      request: (c) => ({ method: 'GET', url: `${API.myClasses}?student_id=${c.student.user.id}` }),
      own: 200,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'lesson options',
      request: (c) => ({ method: 'GET', url: `${API.lessons}/${c.lessonId}/options` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'free times',
      request: (c) => ({ method: 'GET', url: `${API.lessons}/${c.lessonId}/free-times?days=2` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'ask to reschedule',
      request: async (c) => ({
        method: 'POST',
        url: `${API.lessons}/${await freshLesson(c)}/reschedule-requests`,
        payload: { times: [schoolAt(4, '17:30').toISOString()] },
      }),
      own: 201,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'withdraw a request',
      request: async (c) => {
        const lesson = { id: await freshLesson(c), startsAt: new Date(), teacher, student: c.student };
        const asked = await askReschedule(t, lesson, [schoolAt(5, '17:30')]);
        return { method: 'POST', url: `${API.rescheduleRequests}/${asked.json().Request.id}/withdraw` };
      },
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'cancel a lesson',
      request: async (c) => ({
        method: 'POST',
        url: `${API.lessons}/${await freshLesson(c)}/cancel`,
        payload: { note: '' },
      }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'move a lesson (the teacher’s)',
      request: (c) => ({
        method: 'POST',
        url: `${API.lessons}/${c.lessonId}/move`,
        payload: { startsAt: schoolAt(6, '17:30').toISOString() },
      }),
      own: 403,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'enrolments',
      request: (c) => ({ method: 'GET', url: `${API.myEnrolments}?student_id=${c.student.user.id}` }),
      own: 200,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'invoice PDF',
      request: (c) => ({ method: 'GET', url: `${API.myInvoices}/${c.invoiceId}/pdf` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'receipt PDF',
      request: (c) => ({ method: 'GET', url: `${API.myReceipts}/${c.paymentId}/pdf` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'assignments',
      request: (c) => ({ method: 'GET', url: `${API.courseAssignments}?student_id=${c.student.user.id}` }),
      own: 200,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'an assignment’s takes',
      request: (c) => ({ method: 'GET', url: `${API.courseAssignments}/${c.assignmentId}/takes` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'set an assignment',
      request: (c) => ({
        method: 'POST',
        url: API.courseAssignments,
        payload: { student_id: c.student.user.id, title: 'More' },
      }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'practice week',
      request: (c) => ({
        method: 'GET',
        url: `${API.practiceLog}?student_id=${c.student.user.id}&from=2026-03-02`,
      }),
      own: 200,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'log practice',
      request: () => ({
        method: 'POST',
        url: API.practiceLog,
        payload: { source: 'self', day: '2026-03-02', minutes: 20 },
      }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'the child’s photo',
      request: (c) => ({ method: 'GET', url: `${API.avatars}/${c.student.user.id}` }),
      own: 200,
      other: 404,
      unlinked: 404,
    },
    {
      call: 'live access check',
      request: (c) => ({ method: 'POST', url: API.checkClassAccess, payload: { class_id: c.todayClassId } }),
      own: 200,
      other: 200,
      unlinked: 200,
    },
    {
      call: 'live attendance',
      request: (c) => ({
        method: 'POST',
        url: API.updateClassAttendance,
        payload: { class_id: c.todayClassId, action: 'join' },
      }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'live signalling',
      request: (c) => ({
        method: 'GET',
        url: `${API.webrtcSignaling}?class_id=${c.todayClassId}&timestamp=0`,
      }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'live events',
      request: (c) => ({ method: 'GET', url: `${API.classEvents}?class_id=${c.todayClassId}` }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'active class to join',
      request: (c) => ({ method: 'GET', url: `${API.studentActiveClass}?student_id=${c.student.user.id}` }),
      own: 403,
      other: 403,
      unlinked: 403,
    },
    {
      call: 'invite a second guardian',
      request: (c) => ({
        method: 'POST',
        url: `${API.myChildren}/${c.student.user.id}/guardians`,
        payload: {
          firstName: 'Sam',
          lastName: 'Rao',
          email: `sam.${c.student.user.id}.${Date.now()}@example.com`,
        },
      }),
      own: 200,
      other: 403,
      unlinked: 403,
    },
  ];

  const send = async (row: Row, who: Party, c: Child) => {
    const { method, url, payload } = await row.request(c);
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  };

  it.each(ROWS)('$call: own child $own, another child $other, unlinked $unlinked', async (row) => {
    const answers = [
      await send(row, guardian, own),
      await send(row, guardian, other),
      await send(row, unlinked, own),
    ];
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body.slice(0, 200)).join('\n'),
    ).toEqual([row.own, row.other, row.unlinked]);
  });

  it('refuses every guardian the live room, their own child’s class too', async () => {
    for (const [who, c] of [
      [guardian, own],
      [guardian, other],
      [unlinked, own],
    ] as const) {
      const res = await send(ROWS.find((r) => r.call === 'live access check') as Row, who, c);
      expect(res.json()).toMatchObject({ success: false, data: { user_role: null } });
    }
  });

  it('lists the own child’s recordings and children only, and nothing to the unlinked guardian', async () => {
    const recordings = async (who: Party) =>
      (await t.app.inject({ method: 'GET', url: `/api${API.myRecordings}`, headers: { cookie: who.cookie } }))
        .json()
        .recordings.map((r: { id: number }) => r.id);
    expect(await recordings(guardian)).toEqual([own.recordingId]);
    expect(await recordings(unlinked)).toEqual([]);
    const children = async (who: Party) =>
      (await t.app.inject({ method: 'GET', url: `/api${API.myChildren}`, headers: { cookie: who.cookie } }))
        .json()
        .Children.map((c: { id: number }) => c.id);
    expect(await children(guardian)).toEqual([own.student.user.id]);
    expect(await children(unlinked)).toEqual([]);
  });
});
