import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
// The admin journeys change public content (FAQs, testimonials, Instagram links) and mark
// submissions handled: they get a server and database of their own, so the other specs read
// the seeded data whatever runs beside them. (port + 1 and + 2 are the live journeys' servers.)
const adminPort = port + 3;
const ADMIN_SPECS = 'admin.spec.ts';
// The live class journeys have their own config, run in a loopback-only namespace (npm run test:e2e:live).
const LIVE_SPECS = ['live-class*.spec.ts'];

// The system Chromium's headless shell, never a downloaded browser (scripts/chromium-path.mjs).
const launchOptions = {
  executablePath: headlessShellPath() ?? undefined,
  args: CHROMIUM_ARGS,
};

const desktop = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
};
const mobile = {
  name: 'mobile',
  use: {
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: the layout at 390 px is the same, and a software-rastered
    // page at 2x paints four times the pixels (the phone runs took twice the desktop's time).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    launchOptions,
  },
};

const server = (p: number) => ({
  command: 'node --import tsx server/server.ts',
  url: `http://127.0.0.1:${p}/api/health`,
  reuseExistingServer: false,
  // Migrating and seeding a fresh database takes a few seconds on a quiet machine, over a minute
  // on a loaded one; a server still starting is not a failed test run.
  timeout: 180_000,
  env: {
    PORT: String(p),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The demo accounts, classes and site content the journeys read and sign in with.
    SEED_DEMO: '1',
    // The journeys sign in far more often than a person would.
    LOGIN_RATE_LIMIT: '1000',
    // The browser journeys post many forms from one address.
    FORM_RATE_LIMIT: '1000',
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a test waits on its page and server part of the time (a load settling),
  // and a third worker fills it: 263 s -> 245 s for this run alone on a quiet 2-core machine.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // Time-outs catch a hang, not a slow machine (this lane runs at a lower priority beside the live
  // one): about 20 times the slowest test (6 s) and the slowest single wait (1 s) on a quiet one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // Its own output folder (a run clears it as it starts): npm test runs the live configs beside it.
  outputDir: 'test-results/site',
  // Browsers on the school's clock, as most of its people are (a signed-in person's zone is their
  // browser's): a journey abroad sets its own timezoneId.
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off', timezoneId: 'Asia/Kolkata', launchOptions },
  projects: [
    { ...desktop, testIgnore: [...LIVE_SPECS, ADMIN_SPECS] },
    // Phones run what the width changes: tests tagged as desktop-only or as the same at any
    // width (e2e/support.ts) run once, at 1440 px.
    { ...mobile, testIgnore: [...LIVE_SPECS, ADMIN_SPECS], grepInvert: /@desktop-only|@any-width/ },
    // The admin journeys are forms and lists, the same at any width (the dashboards' layout at
    // both widths is in the accessibility checks of e2e/accounts.spec.ts).
    {
      ...desktop,
      name: 'desktop-admin',
      testMatch: ADMIN_SPECS,
      use: { ...desktop.use, baseURL: `http://127.0.0.1:${adminPort}` },
    },
  ],
  webServer: [server(port), server(adminPort)],
});
