// `npm run bench:fees`: the admin's fee reports and a student's own data with 20,000 invoices
// (payments, part payments, credit notes, course lines) and 200,000 lessons over two years, and a
// 10,000-row bank statement read into proposals. The real app through app.inject on the embedded
// database, then (with DATABASE_URL, TEST_DATABASE_URL or --pg=<url>) on PostgreSQL in a database
// of its own. The rows are made by the database itself (insert ... select generate_series), so the
// seed takes seconds. Prints p50 and p95 in ms (the aim: p95 under 100 ms; the statement under 5 s).
// Options: --requests=<n> (default 50 a call), --invoices=<n> (20000), --lessons=<n> (200000),
// --statement=<rows> (10000), --json.
// The student's dashboard is measured as its two calls: their enrolments with sessions left,
// invoices and payments (API.myEnrolments), and their lessons (API.myClasses).
import { sql } from 'drizzle-orm';
import { API, API_BASE } from '../../common/api.ts';
import { schoolDate } from '../../common/school-time.ts';
import { type App, buildApp } from '../../server/app.ts';
import { createUser } from '../../server/routes/auth/auth.service.ts';
import { asJson, numberArg, textArg } from './bench-args.ts';
import { benchConfig, percentile, scratchDatabase } from './bench-database.ts';

const requests = numberArg('requests', 50);
const invoiceCount = numberArg('invoices', 20000);
const lessonCount = numberArg('lessons', 200000);
const statementRows = numberArg('statement', 10000);
const pgUrl = textArg('pg', process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '');
const TEACHERS = 20;
const STUDENTS = 2000;
const WARM_UP = 5;
/** How long one call is measured at most (a slow one is timed fewer times). */
const BUDGET_MS = 30_000;
const PASSWORD = 'bench-password-123';
const COURSES = ['opera', 'western-vocals', 'hindustani-vocals', 'bollywood', 'guitar', 'violin', 'piano'];

type Figures = { p50: number; p95: number; note: string };

/** People, invoices with their lines, payments and credit notes, and lessons: all by the database. */
async function seed(app: App) {
  const db = app.database.db;
  const admin = await createUser(db, {
    email: 'bench.admin@example.com',
    password: PASSWORD,
    role: 'admin',
    firstName: 'Bench',
    lastName: 'Admin',
  });
  const student = await createUser(db, {
    email: 'bench.student@example.com',
    password: PASSWORD,
    role: 'student',
    firstName: 'Bench',
    lastName: 'Student',
  });
  const people = (role: string, n: number) =>
    db.execute(sql`
      insert into users (email, role, first_name, last_name)
      select 'bench.' || ${role} || g || '@example.com', ${role}, 'Bench', initcap(${role}) || ' ' || g
      from generate_series(1, ${n}) g`);
  await people('teacher', TEACHERS);
  await people('student', STUDENTS - 1);
  const idsOf = async (role: string) =>
    (
      (await db.execute(
        sql`select min(id)::int as lo from users where role = ${role} and email like 'bench.%'`,
      )) as {
        rows: { lo: number }[];
      }
    ).rows[0]?.lo ?? 0;
  const t0 = await idsOf('teacher');
  const s0 = await idsOf('student'); // the signed-in student is the first: a share of everything

  const courses = `{${COURSES.join(',')}}`;
  // Invoices issued over the last 700 days, 1,000.00 to 5,900.00; every fifth has a fee line too.
  await db.execute(sql`
    insert into invoices (kind, status, number, financial_year, sequence, student_id, issue_date, due_date,
      currency, subtotal_minor, tax_rate_bp, tax_minor, total_minor, billed_name, billed_email, issued_at)
    select 'invoice', 'issued', 'HSM/2024-25/' || lpad(g::text, 5, '0'), '2024-25', g,
      ${s0} + g % ${STUDENTS}, d, d + 7, 'INR', amt, 0, 0, amt, 'Bench Student', 'bench@example.com', d::timestamptz
    from generate_series(1, ${invoiceCount}) g,
      lateral (select (current_date - (g % 700))::date as d, (100000 + (g % 50) * 10000) as amt) x`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, description, quantity, unit_minor, amount_minor, course, plan_type)
    select id, 0, 'Course', 1, total_minor - case when id % 5 = 0 then 50000 else 0 end,
      total_minor - case when id % 5 = 0 then 50000 else 0 end,
      (${courses}::text[])[1 + id % ${COURSES.length}], 'quarter'
    from invoices where number like 'HSM/2024-25/%'`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, description, quantity, unit_minor, amount_minor)
    select id, 1, 'Registration fee', 1, 50000, 50000 from invoices where number like 'HSM/2024-25/%' and id % 5 = 0`);
  // Six in ten paid in full, two in ten half; the rest open (half of them overdue).
  await db.execute(sql`
    insert into payments (invoice_id, amount_minor, method, reference, paid_on, receipt_number)
    select id, case when sequence % 10 < 6 then total_minor else total_minor / 2 end,
      case when sequence % 2 = 0 then 'bank' else 'upi' end, 'BREF' || id,
      least(issue_date + (sequence % 20), current_date), 'HRC/B/' || id
    from invoices where number like 'HSM/2024-25/%' and sequence % 10 < 8`);
  // A credit note on one paid invoice in fifty (a refund).
  await db.execute(sql`
    insert into invoices (kind, status, number, financial_year, sequence, credit_for, student_id, issue_date,
      currency, subtotal_minor, tax_rate_bp, tax_minor, total_minor, billed_name, billed_email, issued_at)
    select 'credit_note', 'issued', 'HCN/2024-25/' || lpad(sequence::text, 5, '0'), '2024-25', sequence, id,
      student_id, least(issue_date + 30, current_date), 'INR', 10000, 0, 0, 10000, billed_name, billed_email, issued_at
    from invoices where number like 'HSM/2024-25/%' and sequence % 50 = 0`);
  // Lessons every few minutes over the last two years: held, late cancellations, no-shows, cancelled.
  const span = 730 * 24 * 60;
  await db.execute(sql`
    insert into classes (batch_name, teacher_id, student_id, starts_at, duration_minutes, is_completed,
      counted_reason, is_cancelled, cancelled_by)
    select 'Bench lesson', ${t0} + g % ${TEACHERS}, ${s0} + (g / ${TEACHERS}) % ${STUDENTS},
      now() - interval '730 days' + (g * ${span / lessonCount}::float8) * interval '1 minute', 60,
      g % 20 < 18, case g % 20 when 16 then 'late_cancellation' when 17 then 'no_show' end,
      g % 20 >= 18, case when g % 20 >= 18 then 'teacher' end
    from generate_series(1, ${lessonCount}) g`);
  // Two enrolments a student; their lessons and invoices on the first.
  await db.execute(sql`
    insert into enrolments (student_id, teacher_id, course, plan_type, sessions, valid_from, valid_until,
      price_minor, currency)
    select ${s0} + g % ${STUDENTS}, ${t0} + g % ${TEACHERS}, 'piano', 'quarter', 24,
      current_date - 700, current_date + 30, 1800000, 'INR'
    from generate_series(0, ${STUDENTS} * 2 - 1) g`);
  await db.execute(sql`
    update classes c set enrolment_id = e.id
    from (select student_id, min(id) as id from enrolments group by student_id) e where e.student_id = c.student_id`);
  await db.execute(sql`
    update invoices i set enrolment_id = e.id
    from (select student_id, min(id) as id from enrolments group by student_id) e where e.student_id = i.student_id`);
  await db.execute(sql`analyze`);
  return { admin, student };
}

async function signIn(app: App, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}${API.login}`,
    payload: { email, password: PASSWORD, timeZone: 'Asia/Kolkata' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** p50/p95 of `requests` calls after WARM_UP; a slow call stops after BUDGET_MS (at least 5 timed). */
async function measure(
  app: App,
  url: string,
  cookie: string,
  note: (body: string) => string,
): Promise<Figures> {
  const times: number[] = [];
  let last = '';
  const started = performance.now();
  for (let i = 0; i < WARM_UP + requests; i += 1) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: { cookie } });
    const ms = performance.now() - t;
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    if (i >= WARM_UP || ms > BUDGET_MS / 10) times.push(ms);
    last = res.body;
    if (times.length >= 5 && performance.now() - started > BUDGET_MS) break;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    note: `${note(last)}, ${times.length} timed`,
  };
}

/** A statement whose rows pay open invoices (each its balance, naming its number), some not ours. */
async function statementCsv(app: App, rows: number, timeZone: string) {
  const open = (
    (await app.database.db.execute(sql`
      select * from (
        select i.id, i.number,
          i.total_minor - coalesce((select sum(amount_minor) from payments p where p.invoice_id = i.id), 0)
            - coalesce((select sum(total_minor) from invoices c where c.credit_for = i.id), 0) as balance
        from invoices i where i.kind = 'invoice' and i.number like 'HSM/2024-25/%') o
      where balance > 0 order by id limit ${rows}`)) as {
      rows: { number: string; balance: number | string }[];
    }
  ).rows;
  const day = schoolDate(timeZone).split('-').reverse().join('/');
  const lines = ['Txn Date,Narration,Ref No,Withdrawal,Deposit'];
  for (let i = 0; i < rows; i += 1) {
    const inv = open[i % open.length];
    const rupees = (Number(inv?.balance ?? 0) / 100).toFixed(2);
    lines.push(
      i % 4 === 3
        ? `${day},"Transfer from a stranger, ${i}",UTR${i},,"1,234.00"`
        : `${day},"UPI/${inv?.number}/Bench",UTR${i},,"${rupees}"`,
    );
  }
  return lines.join('\r\n');
}

async function run(kind: 'embedded' | 'postgres', databaseUrl: string | null) {
  const config = benchConfig(databaseUrl);
  const app = await buildApp(config, {
    logger: false,
    mailTransport: null,
    recordingSweepMs: 0,
    lessonReminderMs: 0,
    noShowMs: 0,
  });
  try {
    const started = performance.now();
    await seed(app);
    const seedMs = performance.now() - started;
    const admin = await signIn(app, 'bench.admin@example.com');
    const student = await signIn(app, 'bench.student@example.com');
    const count = (key: string) => (body: string) => {
      const parsed = JSON.parse(body) as Record<string, unknown[]>;
      return `${(parsed[key] ?? []).length} ${key}`;
    };
    const r = API.adminReports;
    const list = (body: string) => {
      const parsed = JSON.parse(body) as { total?: number };
      return `${parsed.total ?? 0} in all`;
    };
    const calls: [string, Figures][] = [
      ['invoice list, first page', await measure(app, API.adminInvoices, admin, list)],
      ['invoice list, overdue', await measure(app, `${API.adminInvoices}?status=overdue`, admin, list)],
      ['invoice list, part paid', await measure(app, `${API.adminInvoices}?status=part_paid`, admin, list)],
      ['invoice list, a search', await measure(app, `${API.adminInvoices}?q=0001`, admin, list)],
      ['outstanding', await measure(app, `${r}/outstanding`, admin, count('students'))],
      [
        'outstanding (CSV)',
        await measure(app, `${r}/outstanding?format=csv`, admin, (b) => `${b.length} bytes`),
      ],
      ['collected, 12 months', await measure(app, `${r}/collected`, admin, count('months'))],
      [
        'collected, 24 months',
        await measure(app, `${r}/collected?from=${monthsAgo(23)}&to=${monthsAgo(0)}`, admin, count('months')),
      ],
      ['teacher lessons, 12 months', await measure(app, `${r}/teacher-lessons`, admin, count('months'))],
      [
        'teacher lessons, 24 months',
        await measure(
          app,
          `${r}/teacher-lessons?from=${monthsAgo(23)}&to=${monthsAgo(0)}`,
          admin,
          count('months'),
        ),
      ],
      [
        "student's enrolments (my_enrolments)",
        await measure(app, API.myEnrolments, student, (b) => {
          const body = JSON.parse(b) as { Enrolments?: { invoices: unknown[] }[] };
          const list = body.Enrolments ?? [];
          return `${list.length} enrolments, ${list.reduce((n, e) => n + e.invoices.length, 0)} invoices`;
        }),
      ],
      [
        "student's lessons (my_classes)",
        await measure(app, API.myClasses, student, (b) => {
          const lists = JSON.parse(b) as Record<string, unknown>;
          return `${['Today', 'Upcoming', 'Past'].reduce((n, k) => n + ((lists[k] as unknown[]) ?? []).length, 0)} lessons`;
        }),
      ],
    ];

    await app.inject({
      method: 'PUT',
      url: `${API_BASE}${API.adminStatement}/columns`,
      headers: { cookie: admin },
      payload: { date: 'Txn Date', amount: 'Deposit', reference: 'Ref No', description: 'Narration' },
    });
    const csv = await statementCsv(app, statementRows, config.timeZone);
    const statementTimes: number[] = [];
    let counts = {};
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE}${API.adminStatement}`,
        headers: { cookie: admin, 'content-type': 'text/csv' },
        payload: csv,
      });
      statementTimes.push(performance.now() - t);
      if (res.statusCode !== 200)
        throw new Error(`statement answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      counts = (res.json() as { counts: object }).counts;
    }
    statementTimes.sort((a, b) => a - b);
    return {
      kind,
      seedMs,
      calls,
      statement: {
        bytes: csv.length,
        worstMs: statementTimes.at(-1) ?? 0,
        bestMs: statementTimes[0] ?? 0,
        counts,
      },
    };
  } finally {
    await app.close();
  }
}

function monthsAgo(n: number) {
  const [y = 0, m = 1] = schoolDate('Asia/Kolkata').split('-').map(Number);
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

const results = [await run('embedded', null)];
if (pgUrl) {
  const scratch = await scratchDatabase(pgUrl, 'bench_fees');
  try {
    results.push(await run('postgres', scratch.url));
  } finally {
    await scratch.drop();
  }
}

if (asJson) console.log(JSON.stringify({ invoiceCount, lessonCount, requests, results }));
else {
  console.log(
    `${invoiceCount} invoices, ${lessonCount} lessons; ${requests} requests a call after ${WARM_UP} to warm up (app.inject)`,
  );
  for (const r of results) {
    console.log(`${r.kind}: seeded in ${(r.seedMs / 1000).toFixed(1)} s`);
    for (const [call, f] of r.calls)
      console.log(
        `  ${call.padEnd(32)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  (${f.note})`,
      );
    const s = r.statement;
    console.log(
      `  statement of ${statementRows} rows (${(s.bytes / 1024).toFixed(0)} KB) matched in ${s.bestMs.toFixed(0)}-${s.worstMs.toFixed(0)} ms (3 runs): ${JSON.stringify(s.counts)}`,
    );
  }
}
process.exit(0);
