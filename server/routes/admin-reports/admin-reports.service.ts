import { inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { COURSE_VALUES, courseByValue } from '../../../common/courses.ts';
import { splitProportionally } from '../../../common/fees/money.ts';
import {
  addMonths,
  type MonthRangeQuery,
  monthIndex,
  REPORT_MAX_MONTHS,
  REPORT_TEXT,
} from '../../../common/schemas/admin-reports.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { classes, invoiceLines, invoices, payments, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

// The admin's fee reports, each one or two grouped queries (bench:fees measures them with 20,000
// invoices and 200,000 lessons). Sums come back as text from PostgreSQL's bigint: read as Numbers
// (every figure fits: an invoice is at most MAX_MINOR).

export type MonthRange = { from: string; to: string };

/** The months asked for: by default the twelve up to the school's present month; at most 24. */
export function monthRangeOf(query: Pick<MonthRangeQuery, 'from' | 'to'>, timeZone: string): MonthRange {
  const to = query.to ?? (query.from ? addMonths(query.from, 11) : schoolDate(timeZone).slice(0, 7));
  const from = query.from ?? addMonths(to, -11);
  if (to < from) throw new HttpError(400, REPORT_TEXT.toBeforeFrom);
  if (monthIndex(to) - monthIndex(from) >= REPORT_MAX_MONTHS) throw new HttpError(400, REPORT_TEXT.tooLong);
  return { from, to };
}

const firstDay = (month: string) => `${month}-01`;
/** The first school date after the range. */
const dayAfter = (range: MonthRange) => firstDay(addMonths(range.to, 1));
/** The instant a school date begins, in the school's zone. */
const startOf = (date: string, timeZone: string) => DateTime.fromISO(date, { zone: timeZone }).toJSDate();

type Rows<T> = { rows: T[] };

/** Items by a key, in the order first seen (Map.groupBy needs Node 21). */
function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as Rows<T>).rows;

// ---- outstanding ----

export type OutstandingStudent = {
  studentId: number;
  name: string;
  email: string;
  invoices: number;
  owedMinor: number;
  oldestDueDate: string | null;
  overdueMinor: number;
};
export type Outstanding = {
  asOf: string;
  students: OutstandingStudent[];
  owedMinor: number;
  overdueMinor: number;
};

/**
 * Each student with issued invoices still owed (balance = total - payments - issued credit notes
 * > 0): how many, what is owed, the oldest due date, and what of it is past due (due before today
 * on the school's calendar). Most overdue first.
 */
export async function outstandingReport(db: Db, timeZone: string): Promise<Outstanding> {
  const asOf = schoolDate(timeZone);
  const rows = await rowsOf<{
    student_id: number;
    first_name: string;
    last_name: string;
    email: string;
    invoices: number;
    owed: string;
    oldest: string | null;
    overdue: string;
  }>(
    db.execute(sql`
      with paid as (
        select ${payments.invoiceId} as invoice_id, sum(${payments.amountMinor}) as paid
        from ${payments} group by ${payments.invoiceId}
      ), credited as (
        select ${invoices.creditFor} as invoice_id, sum(${invoices.totalMinor}) as credited
        from ${invoices}
        where ${invoices.kind} = 'credit_note' and ${invoices.status} = 'issued'
        group by ${invoices.creditFor}
      ), owed as (
        select i.student_id, i.due_date,
          i.total_minor - coalesce(p.paid, 0) - coalesce(c.credited, 0) as balance
        from ${invoices} i
        left join paid p on p.invoice_id = i.id
        left join credited c on c.invoice_id = i.id
        where i.kind = 'invoice' and i.status = 'issued'
      )
      select o.student_id, u.first_name, u.last_name, u.email,
        count(*)::int as invoices,
        sum(o.balance)::text as owed,
        to_char(min(o.due_date), 'YYYY-MM-DD') as oldest,
        coalesce(sum(o.balance) filter (where o.due_date < ${asOf}::date), 0)::text as overdue
      from owed o join ${users} u on u.id = o.student_id
      where o.balance > 0
      group by o.student_id, u.first_name, u.last_name, u.email
      order by 8 desc, 6 desc, u.last_name, u.first_name, o.student_id`),
  );
  const students = rows.map((r) => ({
    studentId: r.student_id,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    invoices: Number(r.invoices),
    owedMinor: Number(r.owed),
    oldestDueDate: r.oldest,
    overdueMinor: Number(r.overdue),
  }));
  // 'order by 8 desc' sorts the text; sort again by the figures.
  students.sort(
    (a, b) => b.overdueMinor - a.overdueMinor || b.owedMinor - a.owedMinor || a.name.localeCompare(b.name),
  );
  return {
    asOf,
    students,
    owedMinor: students.reduce((s, r) => s + r.owedMinor, 0),
    overdueMinor: students.reduce((s, r) => s + r.overdueMinor, 0),
  };
}

// ---- collected ----

export type CollectedFigures = { collectedMinor: number; refundedMinor: number; netMinor: number };
export type CollectedCourse = CollectedFigures & { course: string | null; label: string };
export type CollectedMonth = CollectedFigures & { month: string; courses: CollectedCourse[] };
export type Collected = MonthRange & CollectedFigures & { months: CollectedMonth[] };

export const OTHER_LABEL = 'Other';
const courseOrder = (course: string | null) => {
  if (course === null) return COURSE_VALUES.length + 1;
  const i = (COURSE_VALUES as readonly string[]).indexOf(course);
  return i === -1 ? COURSE_VALUES.length : i;
};
const courseLabel = (course: string | null) =>
  course === null ? OTHER_LABEL : (courseByValue(course)?.label ?? course);

/** Each invoice's line amounts by course (null: lines without one), for the splits. */
async function courseWeights(db: Db, invoiceIds: readonly number[]) {
  const out = new Map<number, { course: string | null; weight: number }[]>();
  if (invoiceIds.length === 0) return out;
  const rows = await rowsOf<{ invoice_id: number; course: string | null; amount: string }>(
    db.execute(sql`
      select ${invoiceLines.invoiceId} as invoice_id, ${invoiceLines.course} as course,
        sum(${invoiceLines.amountMinor})::text as amount
      from ${invoiceLines}
      where ${invoiceLines.invoiceId} = any(${`{${invoiceIds.join(',')}}`}::int[])
      group by 1, 2`),
  );
  for (const r of rows) {
    const list = out.get(r.invoice_id) ?? [];
    // A discount line (below zero) takes nothing of a payment: its course's share is its lines' net.
    list.push({ course: r.course, weight: Math.max(0, Number(r.amount)) });
    out.set(r.invoice_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => courseOrder(a.course) - courseOrder(b.course));
  return out;
}

/**
 * The part of each credit note that refunds money already paid. An invoice's refunds in all are
 * what its payments exceed its total less its credit notes; they are the latest credit notes'
 * (a payment is never recorded beyond the balance, so only a credit note can take the balance
 * below zero, and the ones that did are the latest).
 */
function refundParts(
  invoice: { totalMinor: number; paidMinor: number },
  notes: readonly { id: number; totalMinor: number }[],
): Map<number, number> {
  const credited = notes.reduce((s, n) => s + n.totalMinor, 0);
  let refund = Math.max(0, invoice.paidMinor - (invoice.totalMinor - credited));
  const parts = new Map<number, number>();
  for (const note of [...notes].reverse()) {
    const part = Math.min(refund, note.totalMinor);
    parts.set(note.id, part);
    refund -= part;
  }
  return parts;
}

/**
 * Money collected per month by course: payments by the month of the day they were paid, each
 * month's payments of an invoice shared among its course lines in proportion to their amounts
 * (exactly: the parts add up to what was paid); refunds as negative figures (COLLECTED_RULE).
 */
export async function collectedReport(db: Db, range: MonthRange): Promise<Collected> {
  const start = firstDay(range.from);
  const end = dayAfter(range);
  // Payments summed by invoice and month. Most invoices have one course (or one Other): their
  // sums are added up by the database; only those with several are shared out here, by weight.
  const paid = await rowsOf<{
    month: string;
    course: string | null;
    amount: string;
    invoice_id: number | null;
    weight: string | null;
  }>(
    db.execute(sql`
      with p as (
        select ${payments.invoiceId} as invoice_id, to_char(${payments.paidOn}, 'YYYY-MM') as month,
          sum(${payments.amountMinor}) as amount
        from ${payments}
        where ${payments.paidOn} >= ${start}::date and ${payments.paidOn} < ${end}::date
        group by 1, 2
      ), l as (
        select invoice_id, course, greatest(sum(amount_minor), 0) as weight
        from ${invoiceLines} where invoice_id in (select invoice_id from p)
        group by 1, 2
      ), n as (
        select invoice_id, count(*) as groups from l group by 1
      )
      select p.month, l.course, sum(p.amount)::text as amount, null::int as invoice_id, null::text as weight
      from p left join n on n.invoice_id = p.invoice_id left join l on l.invoice_id = p.invoice_id
      where coalesce(n.groups, 1) = 1
      group by 1, 2
      union all
      select p.month, l.course, p.amount::text, p.invoice_id, l.weight::text
      from p join n on n.invoice_id = p.invoice_id and n.groups > 1 join l on l.invoice_id = p.invoice_id`),
  );
  // Credit notes issued in the range, with every credit note, the total and the payments of the
  // invoices they credit (a refund part depends on all of them).
  const notes = await rowsOf<{
    id: number;
    invoice_id: number;
    month: string | null;
    total: number;
    invoice_total: number;
    invoice_paid: string;
  }>(
    db.execute(sql`
      with credited as (
        select distinct ${invoices.creditFor} as invoice_id from ${invoices}
        where ${invoices.kind} = 'credit_note' and ${invoices.status} = 'issued'
          and ${invoices.issueDate} >= ${start}::date and ${invoices.issueDate} < ${end}::date
      )
      select n.id, n.credit_for as invoice_id,
        case when n.issue_date >= ${start}::date and n.issue_date < ${end}::date
          then to_char(n.issue_date, 'YYYY-MM') end as month,
        n.total_minor as total, i.total_minor as invoice_total,
        coalesce((select sum(p.amount_minor) from ${payments} p where p.invoice_id = i.id), 0)::text as invoice_paid
      from credited c
      join ${invoices} i on i.id = c.invoice_id
      join ${invoices} n on n.credit_for = i.id and n.kind = 'credit_note' and n.status = 'issued'
      order by n.credit_for, n.issued_at, n.id`),
  );

  const refunds: { invoiceId: number; month: string; amount: number }[] = [];
  const byInvoice = groupBy(notes, (n) => n.invoice_id);
  for (const [invoiceId, list] of byInvoice) {
    const first = list[0];
    if (!first) continue;
    const parts = refundParts(
      { totalMinor: first.invoice_total, paidMinor: Number(first.invoice_paid) },
      list.map((n) => ({ id: n.id, totalMinor: n.total })),
    );
    for (const n of list) {
      const part = parts.get(n.id) ?? 0;
      if (n.month && part > 0) refunds.push({ invoiceId, month: n.month, amount: part });
    }
  }

  const weights = await courseWeights(db, [...new Set(refunds.map((r) => r.invoiceId))]);
  for (const p of paid) {
    if (p.invoice_id === null) continue;
    const list = weights.get(p.invoice_id) ?? [];
    if (list.length === 0) weights.set(p.invoice_id, list);
    if (!list.some((l) => l.course === p.course)) list.push({ course: p.course, weight: Number(p.weight) });
  }
  for (const list of weights.values()) list.sort((a, b) => courseOrder(a.course) - courseOrder(b.course));
  const cells = new Map<string, CollectedCourse & { month: string }>();
  const add = (
    invoiceId: number | null,
    month: string,
    amount: number,
    field: 'collectedMinor' | 'refundedMinor',
    course: string | null = null,
  ) => {
    const lines = (invoiceId !== null && weights.get(invoiceId)) || [{ course, weight: 1 }];
    const shares = splitProportionally(
      amount,
      lines.map((l) => l.weight),
    );
    lines.forEach((line, i) => {
      const key = `${month}|${line.course ?? ''}`;
      const cell = cells.get(key) ?? {
        month,
        course: line.course,
        label: courseLabel(line.course),
        collectedMinor: 0,
        refundedMinor: 0,
        netMinor: 0,
      };
      cell[field] += shares[i] ?? 0;
      cell.netMinor = cell.collectedMinor + cell.refundedMinor;
      cells.set(key, cell);
    });
  };
  const shared = new Set<string>();
  for (const p of paid) {
    if (p.invoice_id === null) {
      // One course: the sum is its part as it stands.
      add(null, p.month, Number(p.amount), 'collectedMinor', p.course);
    } else if (!shared.has(`${p.invoice_id}|${p.month}`)) {
      shared.add(`${p.invoice_id}|${p.month}`);
      add(p.invoice_id, p.month, Number(p.amount), 'collectedMinor');
    }
  }
  for (const r of refunds) add(r.invoiceId, r.month, -r.amount, 'refundedMinor');

  const months = [...groupBy(cells.values(), (c) => c.month)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, list]) => {
      const courses = list
        .filter((c) => c.collectedMinor !== 0 || c.refundedMinor !== 0)
        .sort((a, b) => courseOrder(a.course) - courseOrder(b.course))
        .map(({ month: _, ...c }) => c);
      return { month, courses, ...sumFigures(courses) };
    })
    .filter((m) => m.courses.length > 0);
  return { ...range, months, ...sumFigures(months) };
}

const sumFigures = (list: readonly CollectedFigures[]): CollectedFigures => {
  const collectedMinor = list.reduce((s, c) => s + c.collectedMinor, 0);
  const refundedMinor = list.reduce((s, c) => s + c.refundedMinor, 0);
  return { collectedMinor, refundedMinor, netMinor: collectedMinor + refundedMinor };
};

// ---- teacher lessons ----

export type TeacherMonth = {
  teacherId: number;
  name: string;
  taught: number;
  minutesTaught: number;
  lateCancellations: number;
  noShows: number;
};
export type TeacherLessons = MonthRange & { months: { month: string; teachers: TeacherMonth[] }[] };

/**
 * Lessons by the month they started on the school's calendar, for each teacher: those held
 * (completed, no counted reason) with their minutes, and apart the late cancellations and
 * no-shows (completed by the calendar's rules, not held). Cancelled lessons are not counted.
 */
export async function teacherLessonsReport(
  db: Db,
  range: MonthRange,
  timeZone: string,
): Promise<TeacherLessons> {
  // Each lesson's month is found among the months' first instants on the school's clock
  // (width_bucket), far cheaper than reading each lesson's date in the zone; names come after.
  const span = monthIndex(range.to) - monthIndex(range.from) + 1;
  const bounds = Array.from({ length: span + 1 }, (_, i) =>
    startOf(firstDay(addMonths(range.from, i)), timeZone).toISOString(),
  );
  const rows = await rowsOf<{
    bucket: number;
    teacher_id: number;
    taught: number;
    minutes: number;
    late: number;
    no_show: number;
  }>(
    db.execute(sql`
      select width_bucket(c.starts_at, ${`{${bounds.join(',')}}`}::timestamptz[]) as bucket, c.teacher_id,
        count(*) filter (where c.counted_reason is null)::int as taught,
        coalesce(sum(c.duration_minutes) filter (where c.counted_reason is null), 0)::int as minutes,
        count(*) filter (where c.counted_reason = 'late_cancellation')::int as late,
        count(*) filter (where c.counted_reason = 'no_show')::int as no_show
      from ${classes} c
      where c.is_completed and c.starts_at >= ${bounds[0]}::timestamptz
        and c.starts_at < ${bounds[span]}::timestamptz
      group by 1, 2`),
  );
  const teacherIds = [...new Set(rows.map((r) => r.teacher_id))];
  const people =
    teacherIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, teacherIds));
  const nameOf = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const list = rows
    .map((r) => ({
      month: addMonths(range.from, Number(r.bucket) - 1),
      teacherId: r.teacher_id,
      name: nameOf.get(r.teacher_id) ?? '',
      taught: Number(r.taught),
      minutesTaught: Number(r.minutes),
      lateCancellations: Number(r.late),
      noShows: Number(r.no_show),
    }))
    .sort(
      (a, b) => a.month.localeCompare(b.month) || a.name.localeCompare(b.name) || a.teacherId - b.teacherId,
    );
  const months = [...groupBy(list, (r) => r.month)].map(([month, teachers]) => ({
    month,
    teachers: teachers.map(({ month: _, ...t }) => t),
  }));
  return { ...range, months };
}
