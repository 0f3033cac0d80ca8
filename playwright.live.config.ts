import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './scripts/chromium-path.mjs';

// The live class journey: two browser contexts (teacher and student) with fake camera,
// microphone and screen, against a server with no STUN/TURN servers. Run it through
// `npm run test:e2e:live`, which puts server and browsers in a loopback-only network
// namespace (scripts/in-loopback.mjs).
const port = Number(process.env.E2E_PORT ?? 3211);

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'live-class.spec.ts',
  workers: 1,
  // The journey completes the demo class: a retry on the same server would find it completed.
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-live.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
    },
  },
  // One journey: the teacher at 1440 px, the student at 390 px (both layouts in one run).
  projects: [{ name: 'live' }],
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
      ICE_SERVERS: '[]',
      LIVE_TRANSPORT: process.env.LIVE_TRANSPORT ?? 'push',
    },
  },
});
