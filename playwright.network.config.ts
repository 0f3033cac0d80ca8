import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './scripts/chromium-path.mjs';

// The network journeys (npm run test:e2e:network): each starts its own servers and Debian's coturn,
// so there is no webServer here. live-relay runs on loopback (inside scripts/in-loopback.mjs);
// live-faults builds its own network namespaces (teacher, student, and the server's between them).
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-network.json' }]],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
    },
  },
  projects: [
    { name: 'live-relay', testMatch: 'live-class-relay.spec.ts' },
    { name: 'live-faults', testMatch: 'live-class-faults.spec.ts' },
  ],
});
