import { describe, expect, it } from 'vitest';
import { admissionFiles } from '../../db/schema.ts';
import { expectAdminOnly, insertApplication, PNG_BYTES, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('admin admission application routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('refuses visitors (401) and teachers and students (403), images and the CSV included', async () => {
    const { application, file } = await insertApplication(t.database.db);
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/admission_applications' },
      { method: 'GET', url: `/api/admin/admission_applications/${application.id}` },
      {
        method: 'POST',
        url: `/api/admin/admission_applications/${application.id}/state`,
        payload: { from: 'new', state: 'contacted' },
      },
      {
        method: 'PUT',
        url: `/api/admin/admission_applications/${application.id}/notes`,
        payload: { notes: 'Called once' },
      },
      { method: 'GET', url: '/api/admin/admission_applications.csv' },
      { method: 'GET', url: `/api/admin/admission_files/${file.id}` },
    ]);
  });

  it('lists applications newest first and shows one with its files', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const { application, file } = await insertApplication(t.database.db, {
      fullName: 'Meera Iyer',
      selectedCourses: [
        { course: 'opera', type: 'certification' },
        { course: 'dual', type: 'quarter' },
      ],
      training: 'Two years of choir',
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/admission_applications?pageSize=1',
        headers: { cookie },
      })
    ).json();
    expect(list).toMatchObject({ result: true, pageSize: 1 });
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.Applications[0]).toMatchObject({
      id: application.id,
      fullName: 'Meera Iyer',
      state: 'new',
    });
    expect(list.Applications[0]).not.toHaveProperty('handledAt');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/admission_applications/${application.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().Application).toMatchObject({
      fullName: 'Meera Iyer',
      dob: '2000-01-31',
      training: 'Two years of choir',
      goal: null,
      paymentMethod: 'online',
      state: 'new',
      notes: '',
      history: [],
      files: [
        { id: file.id, field: 'paymentScreenshot', originalName: 'my payment.png', mimeType: 'image/png' },
      ],
    });
    expect(detail.json().Application.files[0]).not.toHaveProperty('data');
  });

  it('serves an image with its own content type, no sniffing and no caching', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const { file } = await insertApplication(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/admission_files/${file.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="payment-\d+\.png"$/);
    expect(new Uint8Array(res.rawPayload)).toEqual(PNG_BYTES);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admission_files/999999',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('offers a stored file that is not a PNG or JPEG only as a download', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const { application } = await insertApplication(t.database.db);
    const [odd] = await t.database.db
      .insert(admissionFiles)
      .values({
        applicationId: application.id,
        field: 'nationalityId',
        fileName: 'id.svg',
        originalName: 'id.svg',
        mimeType: 'image/svg+xml',
        sizeBytes: 5,
        data: new TextEncoder().encode('<svg>'),
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/admission_files/${odd?.id}`,
      headers: { cookie },
    });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('exports applications as CSV with escaping and the formula guard', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    await insertApplication(t.database.db, {
      fullName: 'Csv Person',
      guardianName: 'Meera Rao',
      guardianEmail: 'meera@example.com',
      guardianPhone: '+1 555 0100 999',
      address: '1 Main Street, "Upper" Floor',
      howKnow: '=HYPERLINK("http://evil.example")',
      selectedCourses: [
        { course: 'piano', type: 'quarter' },
        { course: 'all-in-one', type: 'certification' },
      ],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admission_applications.csv',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="admission-applications-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^ID,Submitted,Full name,Email,Contact number,/);
    expect(lines[0]).toContain(',Age,Parent or guardian,Guardian email,Guardian phone,Address,');
    const row = lines.find((l) => l.includes('Csv Person'));
    expect(row).toContain('"1 Main Street, ""Upper"" Floor"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain("'+1 555 0100 123");
    expect(row).toContain(",Meera Rao,meera@example.com,'+1 555 0100 999,");
    expect(row).toContain('Piano/Keyboard - Quarter Course; All-In One Program - Certification Course');
    expect(lines[0]?.split(',').at(-1)).toBe('State');
    expect(row?.split(',').at(-1)).toBe('New');
  });
});
