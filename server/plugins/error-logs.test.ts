import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../test/fixtures.ts';
import { multipart, PNG_BYTES } from '../test/forms.ts';
import { useTestApp } from '../test/test-app.ts';

// A database that refuses a submission: the visitor gets a generic 500 with a request id, and
// the log line names the request, the route and the error code, never what was submitted.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const contact = {
  name: 'Zoltan Quistwhite',
  email: 'zoltan.quist@example.com',
  phone: '+1 555 0199 777',
  message: 'My secret practice schedule is Tuesdays at dawn.',
  notRobot: 'true',
};
const application = {
  fullName: 'Ysolde Marchbanks',
  email: 'ysolde.m@example.com',
  contactNumber: '+91 55501 98765',
  gender: 'female',
  dob: '2003-07-19',
  age: '23',
  address: '77 Unusual Lane, Flat 9',
  city: 'Quillborough',
  country: 'Utopia',
  nationality: 'Utopian',
  occupation: 'Lighthouse keeper',
  education: 'Diploma in Harmonics',
  selectedCourses: JSON.stringify([{ course: 'piano', type: 'crash' }]),
  goal: 'Compose a sea shanty',
  howKnow: 'A message in a bottle',
  paymentMethod: 'cash',
  terms: 'true',
  privacy: 'true',
  notRobot: 'true',
};

describe('a submission the database refuses', () => {
  const t = useTestApp({ FORM_RATE_LIMIT: '1000' }, { logger: { level: 'info', stream } });
  beforeAll(async () => {
    // A constraint no row meets, added without checking the rows already there: every insert
    // fails, and PostgreSQL's error detail repeats the whole row.
    for (const table of ['contact_messages', 'admission_applications', 'users'])
      await t.database.db.execute(
        sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`),
      );
  });

  const failedLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
  const expectNoneOf = (values: string[]) => {
    const log = lines.join('\n');
    for (const value of values) expect(log, value).not.toContain(value);
  };

  it('answers a contact message with a generic 500 and logs none of its values', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form.php',
      payload: multipart(contact),
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong. Please try again.',
      requestId: expect.any(String),
    });
    const [line, ...more] = failedLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      reqId: body.requestId,
      route: '/api/contact_form.php',
      method: 'POST',
      err: { code: '23514', table: 'contact_messages', constraint: 'refuse_all' },
    });
    expectNoneOf([...Object.values(contact).filter((v) => v !== 'true'), 'Zoltan', 'dawn', '0199']);
  });

  it('answers an application with a generic 500 and logs none of its values', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admission_form.php',
      payload: multipart(application, {
        paymentScreenshot: { data: PNG_BYTES, name: 'ysolde-receipt.png', type: 'image/png' },
      }),
    });
    expect(res.statusCode).toBe(500);
    const [line] = failedLines();
    expect(line).toMatchObject({
      reqId: res.json().requestId,
      route: '/api/admission_form.php',
      err: { code: '23514' },
    });
    expectNoneOf([
      'Ysolde',
      'Marchbanks',
      'ysolde.m@example.com',
      '55501',
      '2003-07-19',
      'Unusual Lane',
      'Quillborough',
      'Lighthouse',
      'Harmonics',
      'shanty',
      'bottle',
      'ysolde-receipt',
    ]);
  });

  it('logs neither the e-mail nor the password hash of a user the database refuses', async () => {
    await t.database.db.execute(sql`alter table users drop constraint refuse_all`);
    const admin = await createTestUser(t.database.db, 'admin');
    const cookie = await signIn(t.app, admin);
    await t.database.db.execute(sql`alter table users add constraint refuse_all check (false) not valid`);
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: {
        firstName: 'Wilhelmina',
        lastName: 'Oddfellow',
        email: 'wilhelmina.odd@example.com',
        role: 'teacher',
        password: 'a-long-password',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(failedLines()).toHaveLength(1);
    expectNoneOf(['wilhelmina', 'Wilhelmina', 'Oddfellow', '$argon2', 'a-long-password']);
  });
});
