import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import { API } from '../common/api.ts';
import { schoolTime } from '../common/school-time.ts';
import { loadConfig } from '../server/config.ts';

// The browser tests' own data: signed-in pages and people and classes made for one test.

const config = loadConfig({ ...process.env, NODE_ENV: 'test' });

/** The demo accounts' password as the server under test seeds it (DEMO_PASSWORD, same environment). */
export const DEMO_PASSWORD = config.demo.password;

/** The demo accounts the test servers seed (SEED_DEMO=1; server/db/seed/demo-accounts.ts). */
export const ACCOUNTS = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  student: 'student@example.com',
  student2: 'student2@example.com',
} as const;
export type DemoRole = keyof typeof ACCOUNTS;

export type Person = { id: number; email: string; name: string };
export type OwnClass = {
  id: number;
  batch: string;
  teacher: Person;
  student: Person;
  /** The class's join password ('' for none). */
  password: string;
};

type ClassOptions = {
  /** Start (HH:MM in the school's time zone); now by default, so the class is on. */
  time?: string;
  durationMinutes?: number;
  password?: string;
};

export type TestFixtures = {
  /**
   * Signs the page's browser context in (its cookies) as a demo role or any e-mail with the demo
   * password. Sessions are made once per worker and reused; `fresh` makes one of the test's own
   * (for a test that ends it).
   */
  signIn: (who: DemoRole | string, options?: { fresh?: boolean }) => Promise<void>;
  /**
   * A browser context of its own signed in (a fresh session), with its page: for a test with two
   * people at once. Closed after the test.
   */
  openAs: (
    who: DemoRole | string,
    options?: { viewport?: { width: number; height: number } },
  ) => Promise<{ context: BrowserContext; page: Page }>;
  /** An API client signed in as the demo admin, apart from the page's cookies. */
  adminApi: APIRequestContext;
  /** Makes a teacher or student of the test's own (through the admin API). */
  makePerson: (role: 'teacher' | 'student', firstName: string) => Promise<Person>;
  /** Makes a class today of the test's own, with a teacher and student of its own. */
  makeClass: (options?: ClassOptions) => Promise<OwnClass>;
};
type WorkerFixtures = { sessionCookies: Map<string, Cookie[]> };

let serial = 0;
/** Unique within the run: the worker, the time and a counter (two projects share a server). */
const stamp = () => `${test.info().parallelIndex}${Date.now().toString(36)}${(serial++).toString(36)}`;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  sessionCookies: [async ({}, use) => use(new Map()), { scope: 'worker' }],

  signIn: async ({ context, baseURL, sessionCookies }, use) => {
    await use(async (who, { fresh = false } = {}) => {
      const email = who in ACCOUNTS ? ACCOUNTS[who as DemoRole] : who;
      const key = `${baseURL} ${email}`;
      await context.clearCookies();
      const cached = fresh ? undefined : sessionCookies.get(key);
      if (cached) {
        await context.addCookies(cached);
        return;
      }
      const res = await context.request.post(`/api${API.login}`, {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(res.ok(), `sign in ${email}`).toBe(true);
      if (!fresh) sessionCookies.set(key, await context.cookies());
    });
  },

  openAs: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (who, { viewport = { width: 1440, height: 900 } } = {}) => {
      const email = who in ACCOUNTS ? ACCOUNTS[who as DemoRole] : who;
      const context = await browser.newContext({ baseURL, viewport });
      opened.push(context);
      const res = await context.request.post(`/api${API.login}`, {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(res.ok(), `sign in ${email}`).toBe(true);
      return { context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },

  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const res = await api.post(`/api${API.login}`, {
      data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
    });
    expect(res.ok(), 'sign in the admin').toBe(true);
    await use(api);
    await api.dispose();
  },

  makePerson: async ({ adminApi, playwright, baseURL }, use) => {
    await use(async (role, firstName) => {
      const s = stamp();
      const email = `e2e.${role}.${s}@example.com`;
      const lastName = `E2E ${s}`;
      const res = await adminApi.post(`/api${API.adminUsers}`, {
        data: { firstName, lastName, email, role, password: DEMO_PASSWORD },
      });
      expect(res.ok(), `add ${email}`).toBe(true);
      const { User } = await res.json();
      // A password an admin typed must be changed at the first sign-in: the person does it
      // (choosing the same one), as they would, so the test's sign-ins find a ready account.
      const person = await playwright.request.newContext({ baseURL });
      expect((await person.post(`/api${API.login}`, { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(
        true,
      );
      const changed = await person.post(`/api${API.changePassword}`, {
        data: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      });
      expect(changed.ok(), `first password of ${email}`).toBe(true);
      await person.dispose();
      return { id: User.id as number, email, name: `${firstName} ${lastName}` };
    });
  },

  makeClass: async ({ adminApi, makePerson }, use) => {
    await use(async ({ time, durationMinutes = 60, password = '' } = {}) => {
      const teacher = await makePerson('teacher', 'Tara');
      const student = await makePerson('student', 'Ravi');
      const batch = `E2E Class ${stamp()}`;
      const { today } = await (await adminApi.get(`/api${API.adminClasses}`)).json();
      const res = await adminApi.post(`/api${API.adminClasses}`, {
        data: {
          batchName: batch,
          teacherId: teacher.id,
          studentId: student.id,
          classDate: today,
          classTime: time ?? schoolTime(config.timeZone),
          durationMinutes,
          joinPassword: password,
        },
      });
      expect(res.ok(), `schedule ${batch}`).toBe(true);
      const { Class } = await res.json();
      return { id: Class.id as number, batch, teacher, student, password };
    });
  },
});

export { expect };
