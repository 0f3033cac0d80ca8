import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '../common/api.ts';
import { instantOf } from '../common/lesson-time.ts';
import { admissionFields } from '../common/schemas/admission.ts';
import { latestToday } from '../common/schemas/admission-rules.ts';
import { contactSchema } from '../common/schemas/contact.ts';
import { chatSendBody, chatUploadFields } from '../common/schemas/live-class/chat.ts';
import { schoolDate } from '../common/school-time.ts';
import { classes, classSeries, faqs, instafeeds, rescheduleRequests, testimonials } from './db/schema.ts';
import { insertApplication } from './test/admin-fixtures.ts';
import { createTestUser, signIn } from './test/fixtures.ts';
import { multipart, PNG_BYTES } from './test/forms.ts';
import { useTestApp } from './test/test-app.ts';

// Walks every call of the API description with bad input of the kinds that once reached the
// database (control characters, integers beyond the column, non-finite and far timestamps,
// deep JSON, impossible dates), signed out and signed in: no answer may be a server fault,
// nothing may be logged as one, and a refused request stores no row.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  default?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Field = { name: string; schema: JsonSchema; required: boolean };
type Persona = 'anonymous' | 'admin' | 'teacher' | 'student';
type Operation = {
  method: string;
  path: string;
  params: Field[];
  query: Field[];
  /** JSON body fields, or multipart fields (with `files`). */
  body: Field[] | null;
  multipart: { files: string[] } | null;
};
/** JSON text written as it is (a nesting too deep for JSON.stringify to build). */
type Raw = { raw: string };
type Input = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Multipart calls only: a malformed post instead of the fields. */
  malformed?: Malformed | null;
};

// ---- bad input, by family ----

const CONTROL_CHARS = [...Array(32).keys(), 127]
  .filter((c) => c !== 9 && c !== 10 && c !== 13)
  .map((c) => String.fromCharCode(c));
const withControl = (good: string) =>
  fc
    .tuple(fc.constantFrom(...CONTROL_CHARS), fc.nat({ max: Math.max(good.length, 1) }))
    .map(([ch, at]) => `${good.slice(0, at)}${ch}${good.slice(at)}`);
const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -(2 ** 31) - 1, -1, 0, 1.5),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.bigInt({ min: 2n ** 63n, max: 2n ** 80n }).map(String),
);
const nonFinite = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '0x7fffffff', ' ');
const farTimestamp = fc.constantFrom(8.64e15 + 1, 1e300, -1e300, 253402300800000, -62198755200001, 1e19);
const impossibleDate = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom('2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01', '2026-00-10', '2026-11-23T99:99'),
);
const deepJson = fc.tuple(fc.integer({ min: 30, max: 50_000 }), fc.boolean()).map(
  ([depth, arrays]): Raw => ({
    raw: arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  }),
);
// Half of a UTF-16 pair: valid in JSON text (\ud800), no character anywhere else.
const withLoneSurrogate = (good: string) =>
  fc
    .tuple(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.nat({ max: Math.max(good.length, 1) }))
    .map(([half, at]) => `${good.slice(0, at)}${half}${good.slice(at)}`);
const wrongType = fc.constantFrom<unknown>(null, [], {}, true, 'x'.repeat(70_000), ['a', 'b']);
// Dates and instants that exist but lie centuries away (the year 1 overflowed a query once), and
// line breaks of every kind in text (a bare CR in a name once split a calendar file).
const FAR_DATES = ['0001-01-01', '1000-06-15', '1969-12-31', '2999-12-31'];
const FAR_INSTANTS = ['0001-01-01T00:00:00.000Z', '1000-06-15T10:00:00Z', '2999-12-31T10:00:00.000Z'];
const LINE_BREAKS = ['\r', '\n', '\r\n', '\u2028'];
const farDate = fc.constantFrom(...FAR_DATES, ...FAR_INSTANTS);
const withLineBreak = (good: string) =>
  fc
    .tuple(fc.constantFrom(...LINE_BREAKS), fc.nat({ max: Math.max(good.length, 1) }))
    .map(([br, at]) => `${good.slice(0, at)}${br}${good.slice(at)}`);

function badValue(good: unknown): fc.Arbitrary<unknown> {
  const text = typeof good === 'string' && good ? good : 'text';
  return fc.oneof(
    { weight: 4, arbitrary: withControl(text) },
    { weight: 2, arbitrary: withLoneSurrogate(text) },
    { weight: 3, arbitrary: hugeNumber },
    { weight: 2, arbitrary: nonFinite },
    { weight: 2, arbitrary: farTimestamp },
    { weight: 2, arbitrary: impossibleDate },
    { weight: 2, arbitrary: farDate },
    { weight: 2, arbitrary: withLineBreak(text) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: wrongType },
  );
}

// Multipart posts a browser never sends: cut off, without a boundary, broken part headers, too many files.
const part = (headers: string, body: string) => `--XX\r\n${headers}\r\n\r\n${body}\r\n`;
const PNG_TEXT = '\x89PNG\r\n\x1a\n';
const malformedMultipart = fc.record({
  contentType: fc.constantFrom(
    'multipart/form-data; boundary=XX',
    'multipart/form-data',
    'multipart/form-data; boundary=',
  ),
  body: fc.constantFrom(
    '',
    'not a form at all',
    '--XX--\r\n',
    `${part('Content-Disposition: form-data; name="class_id"', 'CLASS_ID')}--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${PNG_TEXT}`,
    `--XX\r\n\r\nno headers\r\n--XX--\r\n`,
    `${part('Content-Disposition: form-data', 'no name')}--XX--\r\n`,
    `${part(`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`, '1')}--XX--\r\n`,
    `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', PNG_TEXT)}--XX--\r\n`,
    `${part('Content-Disposition: form-data; name="class_id"', 'CLASS_ID')}${part('Content-Disposition: form-data; name="file"; filename="a.png"', PNG_TEXT).repeat(3)}--XX--\r\n`,
  ),
});
type Malformed = { contentType: string; body: string };

// ---- plausible input from the description, so that one bad field can reach the database ----

type Ids = Record<string, number>;
/** The school's today, for class dates. */
let today = '';
/** A free start in the teaching hours a few days on, for a lesson's new time. */
let newTime = '';
/** The student's calendar feed, `{token}.ics`. */
let feedFile = '';

function goodValue(name: string, schema: JsonSchema, ids: Ids, path: string): unknown {
  const s = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') {
    if (/^(class_id|classId)$/.test(name)) return ids.classId;
    if (/^(teacher_id|teacherId)$/.test(name)) return ids.teacherId;
    if (/^(student_id|studentId|userId)$/.test(name)) return ids.studentId;
    if (name === 'id' || name === 'messageId') return idFor(path, ids);
    if (/^(user_id|sender_id)$/.test(name)) return undefined;
    const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum ? 1 : 0) : 1;
    return Math.max(min, 1);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [goodValue(name, s.items ?? {}, ids, path)];
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, goodValue(k, v, ids, path)]),
    );
  if (type === 'string') {
    if (s.format === 'date-time') return newTime;
    if (name === 'file') return feedFile;
    if (s.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
    if (s.pattern?.includes('\\d{4}')) return today;
    if (s.pattern?.includes('[0-5]')) return '10:00';
    if (/url/i.test(name)) return 'https://www.instagram.com/p/fuzz/';
    if (/password/i.test(name)) return 'fuzz-password-1';
    if (/role/i.test(name)) return undefined;
    return 'Fuzzing text value'.padEnd(s.minLength ?? 0, 'x');
  }
  // Any JSON (signalling data).
  return { type: 'offer', sdp: 'v=0' };
}

/** The row a path's {id} names: a real one, so the call reaches its update; deletes get none. */
function idFor(path: string, ids: Ids): number {
  const key = Object.keys(ids).find((k) => path.includes(`/${k}/`));
  return (key && ids[key]) || 999_999;
}

function fieldArbitrary(field: Field, ids: Ids, path: string): fc.Arbitrary<unknown> {
  const good = goodValue(field.name, field.schema, ids, path);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constant(good) },
    { weight: 2, arbitrary: badValue(good) },
  ];
  if (!field.required) options.push({ weight: 1, arbitrary: fc.constant(undefined) });
  return fc.oneof(...options);
}

const recordOf = (fields: Field[], ids: Ids, path: string) =>
  fc.record(Object.fromEntries(fields.map((f) => [f.name, fieldArbitrary(f, ids, path)])));

const DAY = /^\d{4}-\d{2}-\d{2}(T.*)?$/;
/** The value with each of its dates (nested too) replaced, or each of its other texts. */
function replaced(value: unknown, date: (d: string) => string, text: (t: string) => string): unknown {
  if (typeof value === 'string') return DAY.test(value) ? date(value) : text(value);
  if (Array.isArray(value)) return value.map((v) => replaced(v, date, text));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, date, text)]));
  return value;
}

/**
 * Each call is first sent its plausible input with every date on 1 January of the year 1, then on
 * 31 December 2999, then with a line break in every other text: runs of the walk's own 25, so
 * they cost no request more.
 */
function examples(op: Operation, ids: Ids): [Input][] {
  const good = (fields: Field[]) =>
    Object.fromEntries(fields.map((f) => [f.name, goodValue(f.name, f.schema, ids, op.path)]));
  const input = {
    params: good(op.params),
    query: good(op.query),
    body: good(op.body ?? []),
    malformed: null,
  };
  const same = (t: string) => t;
  const dated = (day: string) => (d: string) => `${day}${d.slice(10)}`;
  const broken = (t: string) => (/@|^https?:|^\d|password/.test(t) ? t : `${t.slice(0, 4)}\r${t.slice(4)}`);
  // The path's ids stay: the call must find its row to reach its work.
  const variant = (date: (d: string) => string, text: (t: string) => string): Input => ({
    ...input,
    query: replaced(input.query, date, text) as Record<string, unknown>,
    body: replaced(input.body, date, text) as Record<string, unknown>,
  });
  return [
    [variant(dated('0001-01-01'), same)],
    [variant(dated('2999-12-31'), same)],
    [variant(same, broken)],
  ];
}

// ---- the description ----

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

// Forms posted as multipart/form-data are described in words; their fields are the shared schemas'.
const shapeFields = (shape: Record<string, unknown>, required: string[] = []): Field[] =>
  Object.keys(shape).map((name) => ({ name, schema: { type: 'string' }, required: required.includes(name) }));
const MULTIPART: Record<string, { fields: Field[]; files: string[]; also?: Field[] }> = {
  [`/api${API.contactForm}`]: { fields: shapeFields(contactSchema.shape), files: [] },
  [`/api${API.admissionForm}`]: {
    fields: shapeFields(admissionFields(latestToday).shape).filter(
      (f) => f.name !== 'paymentScreenshot' && f.name !== 'nationalityId',
    ),
    files: ['paymentScreenshot'],
  },
  [`/api${API.classChatMessages}`]: {
    fields: shapeFields(chatUploadFields.shape, ['class_id']),
    files: ['file'],
    also: shapeFields(chatSendBody.shape, ['action', 'class_id', 'message_content']),
  },
};

// Calls whose body is a file's raw bytes, described in words: a small file of a type each takes.
const WEBM_BYTES = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
const RAW_BODY: Record<string, { type: string; bytes: Buffer }> = {
  [`/api${API.classScores}`]: { type: 'image/png', bytes: PNG_BYTES },
  [`/api${API.uploadAvatar}`]: { type: 'image/png', bytes: PNG_BYTES },
  [`/api${API.courseAssignments}/{id}/attachment`]: { type: 'image/png', bytes: PNG_BYTES },
  [`/api${API.courseAssignments}/{id}/takes`]: { type: 'audio/webm', bytes: WEBM_BYTES },
};

function operations(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map((p) => ({
        name: p.name,
        schema: p.schema,
        required: Boolean(p.required),
        in: p.in,
      }));
      const json = op.requestBody?.content['application/json']?.schema;
      const form = method === 'post' ? MULTIPART[path] : undefined;
      const base = {
        method: method.toUpperCase(),
        path,
        params: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
      };
      if (form) {
        ops.push({ ...base, body: form.fields, multipart: { files: form.files } });
        if (form.also) ops.push({ ...base, body: form.also, multipart: null });
        continue;
      }
      // A body of one of several shapes (a practice entry): its first shape.
      const shape = json?.properties ? json : (json?.oneOf?.[0] ?? json?.anyOf?.[0] ?? json);
      const body = shape
        ? Object.entries(shape.properties ?? {}).map(([name, schema]) => ({
            name,
            schema,
            required: (shape.required ?? []).includes(name),
          }))
        : null;
      ops.push({ ...base, body, multipart: null });
    }
  }
  // Calls that end the session or the class go last, so the others still reach their checks; the
  // calendar feed's link is replaced and revoked only after the feed itself was read with it.
  const last = [`/api${API.completeClass}`, `/api${API.logout}`];
  const rank = (op: Operation) =>
    last.includes(op.path) ? 2 : op.path === `/api${API.calendarFeed}` && op.method !== 'GET' ? 1 : 0;
  return ops.sort((a, b) => rank(a) - rank(b));
}

function personasFor(path: string): Persona[] {
  if (path.startsWith('/api/admin/')) return ['anonymous', 'admin'];
  if (
    /\/api\/(auth|contact_form|admission_form|faqs|testimonials|instafeeds|health|live_settings)/.test(path)
  )
    return ['anonymous', 'student'];
  return ['anonymous', 'teacher', 'student'];
}

// Tables whose rows are the refusals themselves (failed sign-ins and reset requests, counted for
// the limits).
const COUNTS_REFUSALS = new Set(['sign_in_attempts', 'request_limits']);

// ---- sending ----

const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'raw' in v;
const asText = (v: unknown) =>
  isRaw(v) ? v.raw.slice(0, 2000) : typeof v === 'string' ? v : JSON.stringify(v);
const toJson = (v: unknown): string =>
  isRaw(v)
    ? v.raw
    : Array.isArray(v) || (typeof v === 'object' && v !== null)
      ? Array.isArray(v)
        ? `[${v.map(toJson).join(',')}]`
        : `{${Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`)
            .join(',')}}`
      : JSON.stringify(v);
/** Percent-encodes any text, half a UTF-16 pair too (as the bytes a lenient encoder would send). */
const encodeText = (text: string) =>
  text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (run) =>
    /\p{Cs}/u.test(run)
      ? [
          0xe0 | (run.charCodeAt(0) >> 12),
          0x80 | ((run.charCodeAt(0) >> 6) & 63),
          0x80 | (run.charCodeAt(0) & 63),
        ]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(run),
  );
const defined = (o: Record<string, unknown>) => Object.entries(o).filter(([, v]) => v !== undefined);

describe('every API call under bad input', () => {
  const errorLines: string[] = [];
  const errorLog = new Writable({
    write(chunk, _encoding, done) {
      errorLines.push(String(chunk));
      done();
    },
  });
  const t = useTestApp(
    {
      FORM_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_ACCOUNT_RATE_LIMIT: '1000000',
      CLASS_PASSWORD_RATE_LIMIT: '1000000',
    },
    { logger: { level: 'error', stream: errorLog } },
  );
  const cookies = {} as Record<Persona, string>;
  const accounts = {} as Record<Exclude<Persona, 'anonymous'>, { email: string }>;
  const ids: Ids = {};
  let countRows: () => Promise<Record<string, number>>;
  let nextXid: () => Promise<string>;

  beforeAll(async () => {
    const db = t.database.db;
    for (const role of ['admin', 'teacher', 'student'] as const) {
      accounts[role] = await createTestUser(db, role);
      cookies[role] = await signIn(t.app, accounts[role]);
    }
    cookies.anonymous = '';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, accounts.teacher.email),
    });
    const student = await db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, accounts.student.email),
    });
    const spare = await createTestUser(db, 'student');
    today = schoolDate(t.config.timeZone);
    const classRow = (batchName: string, studentId: number) => ({
      batchName,
      teacherId: teacher?.id ?? 0,
      studentId,
      startsAt: instantOf(today, '10:00', t.config.timeZone),
    });
    const [live] = await db
      .insert(classes)
      .values(classRow('Fuzzed live class', student?.id ?? 0))
      .returning();
    const [edited] = await db.insert(classes).values(classRow('Fuzzed admin class', spare.id)).returning();
    const [faq] = await db
      .insert(faqs)
      .values({ type: 'general', title: 'A question?', content: 'An answer.', sortOrder: 1 })
      .returning();
    const [testimonial] = await db
      .insert(testimonials)
      .values({ name: 'Someone', message: 'A kind message.' })
      .returning();
    // An application, so that its state and notes calls reach their checks.
    const { application } = await insertApplication(db);
    const [feed] = await db
      .insert(instafeeds)
      .values({ instafeedUrl: 'https://www.instagram.com/p/x/', sortOrder: 1 })
      .returning();
    // The calendar's rows: a lesson some days on, another with the student's request for newTime,
    // and a series (found by the lesson routes, the request's answers and the series' calls).
    const teachingDay = (days: number) => {
      let day = DateTime.fromISO(today, { zone: 'utc' }).plus({ days });
      while (!t.config.lessonPolicy.teachingHours.weekdays.includes(day.weekday)) day = day.plus({ days: 1 });
      return day.toFormat('yyyy-MM-dd');
    };
    newTime = instantOf(teachingDay(4), '10:00', t.config.timeZone).toISOString();
    const lessonOn = (days: number) => ({
      ...classRow('Fuzzed lesson', student?.id ?? 0),
      startsAt: instantOf(teachingDay(days), '10:00', t.config.timeZone),
    });
    const [lesson, asked] = await db
      .insert(classes)
      .values([lessonOn(8), lessonOn(12)])
      .returning();
    const [request] = await db
      .insert(rescheduleRequests)
      .values({ classId: asked?.id ?? 0, requestedBy: student?.id ?? 0, proposedTimes: [newTime] })
      .returning();
    const [series] = await db
      .insert(classSeries)
      .values({
        batchName: 'Fuzzed series',
        teacherId: teacher?.id ?? 0,
        studentId: student?.id ?? 0,
        weekdays: [1],
        startTime: '10:00',
        durationMinutes: 60,
        firstDate: teachingDay(30),
        lessonCount: 2,
      })
      .returning();
    Object.assign(ids, {
      // Before 'classes' (the admin's): the lesson routes' /api/classes/{id} is this lesson.
      'api/classes': lesson?.id,
      'reschedule-requests': request?.id,
      series: series?.id,
      classId: live?.id,
      teacherId: teacher?.id,
      studentId: student?.id,
      users: spare.id,
      classes: edited?.id,
      faqs: faq?.id,
      testimonials: testimonial?.id,
      instafeeds: feed?.id,
      admission_applications: application.id,
    });
    // Rows made the way people make them: a score in the live class, an assignment with a take and
    // a practice entry, and the student's calendar feed.
    const as = (
      role: 'teacher' | 'student',
      url: string,
      payload: object | Buffer,
      type = 'application/json',
    ) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: cookies[role], 'content-type': type },
        payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
      });
    // A real image, so that the score's calls reach its pages (the walk's own uploads only look like one).
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const score = await as(
      'teacher',
      `/api${API.classScores}?class_id=${live?.id}&name=fuzz.png`,
      image,
      'image/png',
    );
    const assignment = await as('teacher', `/api${API.courseAssignments}`, {
      student_id: student?.id,
      title: 'Fuzzed assignment',
    });
    const assignmentId = assignment.json().Assignment?.id;
    const take = await as(
      'student',
      `/api${API.courseAssignments}/${assignmentId}/takes?duration_ms=10000&note=fuzz`,
      WEBM_BYTES,
      'audio/webm',
    );
    const entry = await as('student', `/api${API.practiceLog}`, { source: 'self', day: today, minutes: 20 });
    const made = await as('student', `/api${API.calendarFeed}`, {});
    feedFile = new URL(made.json().url).pathname.split('/').pop() ?? '';
    Object.assign(ids, {
      class_scores: score.json().data?.id,
      assignments: assignmentId,
      takes: take.json().Take?.id,
      'practice-log': entry.json().Entry?.id,
    });
    // A row that could not be made would leave its calls at their 404s.
    expect(Object.keys(ids).filter((k) => typeof ids[k] !== 'number')).toEqual([]);
    const tables = (
      (await db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    const counts = sql.raw(
      `select ${tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ')}`,
    );
    countRows = async () =>
      ((await db.execute(counts)) as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
    // Every write takes a transaction id, so rows can only have grown if the next one moved.
    const xidQuery = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`;
    nextXid = async () =>
      ((await db.execute(xidQuery)) as unknown as { rows: { xid: string }[] }).rows[0]?.xid ?? '';
  });

  async function send(op: Operation, persona: Persona, input: Input) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeText(asText(input.params[k])));
    const search = defined(input.query)
      .map(([k, v]) => `${encodeText(k)}=${encodeText(asText(v))}`)
      .join('&');
    const url = search ? `${path}?${search}` : path;
    const headers: Record<string, string> = cookies[persona] ? { cookie: cookies[persona] } : {};
    // A different address each time: the per-address limits stay out of the way.
    const remoteAddress = `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.1`;
    const base = { method: op.method as 'GET', url, headers, remoteAddress };
    if (op.path === `/api${API.classEvents}`) {
      // A stream that opens never ends: read its status over a real connection, then hang up.
      const abort = new AbortController();
      const address = t.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${address.port}${url}`, {
        headers,
        signal: abort.signal,
      });
      const body = res.status === 200 ? '' : await res.text();
      abort.abort();
      return { statusCode: res.status, body };
    }
    if (op.multipart && input.malformed) {
      headers['content-type'] = input.malformed.contentType;
      return t.app.inject({
        ...base,
        payload: input.malformed.body.replace('CLASS_ID', String(ids.classId)),
      });
    }
    const raw = op.method === 'POST' ? RAW_BODY[op.path] : undefined;
    if (raw) {
      headers['content-type'] = raw.type;
      return t.app.inject({ ...base, payload: raw.bytes });
    }
    if (op.multipart) {
      const fields = Object.fromEntries(defined(input.body).map(([k, v]) => [k, asText(v)]));
      const files = Object.fromEntries(
        op.multipart.files.map((name) => [name, { data: PNG_BYTES, name: 'photo.png', type: 'image/png' }]),
      );
      return t.app.inject({ ...base, payload: multipart(fields, files) });
    }
    if (op.body) {
      headers['content-type'] = 'application/json';
      return t.app.inject({ ...base, payload: toJson(input.body) });
    }
    return t.app.inject(base);
  }

  // About 8,000 requests: minutes on a loaded 2-core machine, so the time-out is generous.
  it('answers no server fault and stores nothing it refused', { timeout: 900_000 }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(50);
    const started = Date.now();
    let requests = 0;
    // The row counts after the previous request, counted again only after a write (counting every
    // table after each request was over half the walk's time).
    let before: Record<string, number> = {};
    let countedAt = '';
    const rowsNow = async () => {
      const xid = await nextXid();
      if (xid !== countedAt) {
        before = await countRows();
        countedAt = xid;
      }
      return before;
    };
    for (const op of ops) {
      for (const persona of personasFor(op.path)) {
        if (
          persona !== 'anonymous' &&
          (await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookies[persona] } })).json().user ===
            null
        )
          cookies[persona] = await signIn(t.app, accounts[persona]);
        await rowsNow();
        const input = fc.record({
          params: recordOf(op.params, ids, op.path),
          query: recordOf(op.query, ids, op.path),
          body: recordOf(op.body ?? [], ids, op.path),
          malformed: op.multipart ? fc.option(malformedMultipart, { freq: 3 }) : fc.constant(null),
        }) as fc.Arbitrary<Input>;
        await fc.assert(
          fc.asyncProperty(input, async (req) => {
            errorLines.length = 0;
            const res = await send(op, persona, req);
            requests += 1;
            const what = `${op.method} ${op.path} as ${persona}`;
            expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
            expect(errorLines, what).toEqual([]);
            const previous = before;
            const after = await rowsNow();
            const grown = Object.keys(after).filter(
              (k) => (after[k] ?? 0) > (previous[k] ?? 0) && !COUNTS_REFUSALS.has(k),
            );
            if (res.statusCode >= 400) {
              expect(grown, `${what} refused (${res.statusCode}) but stored rows`).toEqual([]);
            }
          }),
          { numRuns: 25, examples: examples(op, ids) },
        );
      }
    }
    console.log(
      `bad-input walk: ${requests} requests over ${ops.length} calls in ${Date.now() - started} ms`,
    );
  });
});
