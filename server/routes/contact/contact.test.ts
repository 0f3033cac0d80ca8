import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { multipart } from '../../test/forms.ts';
import { useTestApp } from '../../test/test-app.ts';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 555 0100 123',
  message: 'I would like to learn the violin.',
  notRobot: 'true',
};

describe('POST /api/contact_form.php', () => {
  const t = useTestApp({
    FORM_RATE_LIMIT: '1000',
    CONTACT_EMAIL: 'office@example.com',
    SCHOOL_SITE_URL: 'https://school.example.com',
  });
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact_form.php', payload: multipart(fields), headers });
  const count = () => t.database.db.$count(contactMessages);

  it('stores a valid message and queues a notice to the school', async () => {
    const before = await count();
    const res = await post(valid, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+1 555 0100 123',
    });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.at(-1)).toMatchObject({ toAddress: 'office@example.com', sentAt: null });
    expect(mails.at(-1)?.body).toContain('I would like to learn the violin.');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'asha@' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ message: 'short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'Message must be less than 1000 characters'],
    [{ notRobot: 'false' }, 'Please confirm you are not a robot'],
  ])('refuses %o with 400 "%s" and stores nothing', async (patch, error) => {
    const before = await count();
    const res = await post({ ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
    expect(await count()).toBe(before);
  });

  it('requires notRobot on the server too', async () => {
    const { notRobot: _, ...rest } = valid;
    const res = await post(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please confirm you are not a robot');
  });

  it('answers a filled honeypot as if accepted, and keeps nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, website: 'http://spam.example.com' });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const before = await count();
    const fromElsewhere = await post(valid, { origin: 'https://evil.example.com' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error).toBe('Form submissions from other sites are not accepted');
    const fetchSite = await post(valid, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await post(valid, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.statusCode).toBe(403);
    const nullOrigin = await post(valid, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("accepts the site's public address as Origin behind a proxy that passes another Host", async () => {
    const res = await post(valid, { origin: 'https://school.example.com', host: 'app-1:3000' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body that is not a form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact_form.php', payload: valid });
    expect(res.statusCode).toBe(415);
  });
});

describe('contact form rate limit', () => {
  const t = useTestApp({ FORM_RATE_LIMIT: '2' });

  it('refuses the third post within a minute with 429 and a clear message', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/contact_form.php', payload: multipart(valid) });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many requests. Please try again in 1 minute.');
  });
});
