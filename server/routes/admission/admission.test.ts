import { desc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { schoolDate } from '../../../common/school-time.ts';
import { admissionApplications, admissionFiles, mailOutbox } from '../../db/schema.ts';
import { admissionFields } from '../../test/builders.ts';
import { JPEG_BYTES, multipart, PNG_BYTES } from '../../test/forms.ts';
import { useTestApp } from '../../test/test-app.ts';

const fields = admissionFields({
  selectedCourses: [
    { course: 'piano', type: 'crash' },
    { course: 'dual', type: 'quarter' },
  ],
});
const screenshot = { data: PNG_BYTES, name: 'payment.png', type: 'image/png' };

describe('POST /api/admission_form.php', () => {
  const t = useTestApp({ FORM_RATE_LIMIT: '1000', ADMISSION_EMAIL: 'admissions@example.com' });
  const db = () => t.database.db;
  const post = (f: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admission_form.php', payload: multipart(f, files) });
  // Counted, not read: the stored files (5 MB in one test) made every read slow.
  const counts = async () => ({
    applications: await db().$count(admissionApplications),
    files: await db().$count(admissionFiles),
  });

  it('stores exactly one application with its renamed files and queues a notice', async () => {
    const before = await counts();
    const res = await post(fields, {
      paymentScreenshot: screenshot,
      nationalityId: { data: JPEG_BYTES, name: 'my id.jpeg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true });
    expect(await counts()).toEqual({ applications: before.applications + 1, files: before.files + 2 });

    const [app] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.email, 'asha@example.com'));
    expect(app).toMatchObject({
      fullName: 'Asha Rao',
      age: 21,
      dob: '2005-04-01',
      gender: 'female',
      training: null,
    });
    expect(app?.selectedCourses).toEqual([
      { course: 'piano', type: 'crash' },
      { course: 'dual', type: 'quarter' },
    ]);
    const files = await db()
      .select()
      .from(admissionFiles)
      .where(eq(admissionFiles.applicationId, app?.id ?? 0));
    const shot = files.find((f) => f.field === 'paymentScreenshot');
    expect(shot).toMatchObject({
      originalName: 'payment.png',
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
    });
    expect(shot?.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(Buffer.from(shot?.data ?? []).equals(PNG_BYTES)).toBe(true);
    expect(files.find((f) => f.field === 'nationalityId')?.fileName).toMatch(/\.jpg$/);

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'admissions@example.com'));
    expect(mail?.subject).toBe('New admission application from Asha Rao');
    expect(mail?.body).toContain('Piano/Keyboard: Crash Course');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]);
    const res = await post(fields, { paymentScreenshot: { ...screenshot, data: big } });
    expect(res.statusCode).toBe(200);
    // About 4 s on a quiet machine; over 30 s beside the live lane's browsers on a busy one. Only
    // a hang should fail it.
  }, 180_000);

  const refusals: [string, Record<string, string>, Parameters<typeof multipart>[1], number, string][] = [
    ['a missing field', { fullName: '' }, { paymentScreenshot: screenshot }, 400, 'Full name is required'],
    [
      'a wrong gender',
      { gender: 'robot' },
      { paymentScreenshot: screenshot },
      400,
      'Please select your gender',
    ],
    [
      'a future birth date',
      { dob: '2999-01-01' },
      { paymentScreenshot: screenshot },
      400,
      'Date of birth cannot be in the future',
    ],
    [
      'an age out of range',
      { age: '4' },
      { paymentScreenshot: screenshot },
      400,
      'Please enter a valid age (5-100)',
    ],
    [
      'an unticked box',
      { terms: 'false' },
      { paymentScreenshot: screenshot },
      400,
      'Terms and conditions: This field is required',
    ],
    ['no screenshot', {}, {}, 400, 'Payment screenshot is required'],
    [
      'a script named .png',
      {},
      {
        paymentScreenshot: {
          data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
          name: 'payment.png',
          type: 'image/png',
        },
      },
      400,
      'Payment screenshot: Please upload a valid image file (PNG, JPG, JPEG only)',
    ],
    [
      'an SVG',
      {},
      {
        paymentScreenshot: {
          data: Buffer.from('<svg onload="alert(1)"/>'),
          name: 'pay.svg',
          type: 'image/svg+xml',
        },
      },
      400,
      'Payment screenshot: Please upload a valid image file (PNG, JPG, JPEG only)',
    ],
    [
      'a GIF',
      {},
      { paymentScreenshot: { data: Buffer.from('GIF89a....'), name: 'pay.gif', type: 'image/gif' } },
      400,
      'Payment screenshot: Please upload a valid image file (PNG, JPG, JPEG only)',
    ],
    [
      'a GIF named .png as nationality ID',
      {},
      {
        paymentScreenshot: screenshot,
        nationalityId: { data: Buffer.from('GIF89a....'), name: 'id.png', type: 'image/png' },
      },
      400,
      'Nationality ID: Please upload a valid image file (PNG, JPG, JPEG only)',
    ],
    [
      'a 6 MB screenshot',
      {},
      {
        paymentScreenshot: { ...screenshot, data: Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]) },
      },
      413,
      'File size must be less than 5MB',
    ],
    [
      'a file one byte over 5 MB',
      {},
      {
        paymentScreenshot: {
          ...screenshot,
          data: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length + 1)]),
        },
      },
      413,
      'File size must be less than 5MB',
    ],
    [
      'bad selectedCourses JSON',
      { selectedCourses: '[{course:' },
      { paymentScreenshot: screenshot },
      400,
      'Selected courses must be a JSON list of { course, type }',
    ],
    [
      'an unknown course',
      { selectedCourses: JSON.stringify([{ course: 'drums', type: 'crash' }]) },
      { paymentScreenshot: screenshot },
      400,
      'Please choose a course from the list',
    ],
    [
      'a crash course where none is offered',
      { selectedCourses: JSON.stringify([{ course: 'all-in-one', type: 'crash' }]) },
      { paymentScreenshot: screenshot },
      400,
      'The crash course is not offered for All-In One Program',
    ],
    [
      'no course',
      { selectedCourses: '[]' },
      { paymentScreenshot: screenshot },
      400,
      'Please select at least one course and its type',
    ],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_, patch, files, status, error) => {
    const before = await counts();
    const res = await post({ ...fields, ...patch }, files);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(error);
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing field as not given (empty values are omitted by the form)', async () => {
    const { howKnow: _, ...rest } = fields;
    const res = await post(rest, { paymentScreenshot: screenshot });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please tell us how you found us');
  });

  it('refuses an unknown file field and stores nothing', async () => {
    const before = await counts();
    const res = await post(fields, {
      paymentScreenshot: screenshot,
      other: { data: PNG_BYTES, name: 'x.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('keeps no application when its files cannot be stored (one transaction)', async () => {
    const before = await counts();
    await db().execute(sql`
      create function refuse_file() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db().execute(sql`
      create trigger refuse_file before insert on admission_files execute function refuse_file()`);
    try {
      const res = await post(fields, { paymentScreenshot: screenshot });
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await db().execute(sql`drop trigger refuse_file on admission_files`);
      await db().execute(sql`drop function refuse_file`);
    }
  });

  it('answers a filled honeypot as if accepted, and keeps nothing', async () => {
    const before = await counts();
    const res = await post({ ...fields, website: 'spam' }, { paymentScreenshot: screenshot });
    expect(res.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses a cross-site post', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admission_form.php',
      payload: multipart(fields, { paymentScreenshot: screenshot }),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("asks a minor's application for a parent or guardian, on the school's date, and keeps their details", async () => {
    // Ten on the school's date.
    const dob = DateTime.fromISO(schoolDate(t.config.timeZone)).minus({ years: 10 }).toISODate() ?? '';
    const minor = { ...fields, dob, age: '10', email: 'ravi@example.com' };
    const refused = await post(minor, { paymentScreenshot: screenshot });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      "Parent or guardian's name is required",
    ]);

    const parent = {
      guardianName: 'Meera Rao',
      guardianEmail: 'meera@example.com',
      guardianPhone: '+1 555 0100 124',
    };
    const res = await post({ ...minor, ...parent }, { paymentScreenshot: screenshot });
    expect(res.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.email, 'ravi@example.com'));
    expect(row).toMatchObject(parent);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'New admission application from Asha Rao'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.body).toContain('Parent or guardian: Meera Rao, meera@example.com, +1 555 0100 124');
  });

  it("keeps no parent's details for an adult", async () => {
    const res = await post(
      { ...fields, email: 'adult@example.com', guardianName: 'Meera Rao' },
      { paymentScreenshot: screenshot },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.email, 'adult@example.com'));
    expect(row?.guardianName).toBeNull();
  });
});
