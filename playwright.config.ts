import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);

// The system Chromium, never a downloaded one (see scripts/ensure-chromium.mjs).
const launchOptions = {
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'e2e',
  // The live class journeys have their own config, run in a loopback-only namespace (npm run test:e2e:live).
  testIgnore: ['live-class.spec.ts', 'live-class-poll.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The journeys sign in far more often than a person would.
      LOGIN_RATE_LIMIT: '1000',
      // The browser journeys post many forms from one address.
      FORM_RATE_LIMIT: '1000',
    },
  },
});
