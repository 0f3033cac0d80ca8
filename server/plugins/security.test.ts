import { describe, expect, it } from 'vitest';
import { classChatMessages, classNotes } from '../db/schema.ts';
import { createTestClass } from '../test/builders.ts';
import { multipart, PNG_BYTES } from '../test/forms.ts';
import { useTestApp } from '../test/test-app.ts';
import { CROSS_SITE_REFUSED } from './security.ts';

const SITE = 'https://school.example.com';

describe('calls from another site', () => {
  const t = useTestApp({ SCHOOL_SITE_URL: SITE, LOGIN_RATE_LIMIT: '1000' });
  const chatFiles = () => t.database.db.$count(classChatMessages);
  const upload = (cookie: string, classId: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/class_chat_messages.php',
      headers: { cookie, host: 'school.example.com', ...headers },
      payload: multipart(
        { class_id: String(classId) },
        { file: { data: PNG_BYTES, name: 'scales.png', type: 'image/png' } },
      ),
    });

  it('refuses a chat file posted as the signed-in teacher from another port or a sibling subdomain', async () => {
    const c = await createTestClass(t);
    const before = await chatFiles();
    const attempts: Record<string, string>[] = [
      { origin: 'https://school.example.com:8443', 'sec-fetch-site': 'same-site' },
      { origin: 'https://blog.school.example.com', 'sec-fetch-site': 'same-site' },
      // An older browser sends no Sec-Fetch-Site; its Origin still tells.
      { origin: 'https://uploads.school.example.com' },
    ];
    for (const headers of attempts) {
      const res = await upload(c.teacher.cookie, c.id, headers);
      expect([res.statusCode, res.json().error], JSON.stringify(headers)).toEqual([403, CROSS_SITE_REFUSED]);
    }
    expect(await chatFiles()).toBe(before);
    const same = await upload(c.teacher.cookie, c.id, { origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses every state-changing JSON call from another site, and answers reads', async () => {
    const c = await createTestClass(t);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/white_board.php',
      headers: {
        cookie: c.student.cookie,
        'sec-fetch-site': 'cross-site',
        origin: 'https://elsewhere.example',
      },
      payload: { action: 'save_notes', class_id: c.id, notes_content: 'planted' },
    });
    expect([save.statusCode, save.json()]).toEqual([
      403,
      { success: false, data: null, error: CROSS_SITE_REFUSED, message: CROSS_SITE_REFUSED },
    ]);
    expect(await t.database.db.select().from(classNotes)).toEqual([]);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: c.student.cookie, 'sec-fetch-site': 'same-site' },
    });
    expect(logout.statusCode).toBe(403);
    const read = await t.app.inject({
      url: '/api/faqs.php',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('lets pages use the camera, the microphone, screen sharing and the speaker choice on the site only, and nothing else', async () => {
    const res = await t.app.inject({ url: '/live-class/1' });
    const policy = String(res.headers['permissions-policy']);
    const rules = Object.fromEntries(policy.split(', ').map((rule) => rule.split('=')));
    expect(rules).toMatchObject({
      camera: '(self)',
      microphone: '(self)',
      'display-capture': '(self)',
      'speaker-selection': '(self)',
      geolocation: '()',
      payment: '()',
      usb: '()',
      fullscreen: '()',
    });
    const allowed = Object.entries(rules).filter(([, v]) => v !== '()');
    expect(allowed.map(([k]) => k).sort()).toEqual([
      'autoplay',
      'camera',
      'display-capture',
      'microphone',
      'speaker-selection',
    ]);
  });

  it('sends HSTS only when the request came over HTTPS, as the trusted proxy says', async () => {
    const https = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const url of ['/', '/api/health']) {
      const plain = await t.app.inject({ url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('security headers without a trusted proxy', () => {
  const t = useTestApp();

  it('does not believe a client that says it came over HTTPS', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
