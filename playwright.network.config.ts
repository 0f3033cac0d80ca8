import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './scripts/chromium-path.mjs';

// The network journeys (npm run test:e2e:network): each starts its own servers and Debian's coturn,
// so there is no webServer here. live-relay runs on loopback (inside scripts/in-loopback.mjs);
// live-faults builds its own network namespaces (teacher, student, and the server's between them).
const report = process.env.NETWORK_REPORT ?? 'all';

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // As the live journeys: a real-time journey on a shared runner can miss a beat once (a link cut's
  // recovery on a loaded machine); a second failure fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 240_000,
  // A single wait (a relay pair, a reconnect) takes a few seconds on a quiet machine.
  expect: { timeout: 30_000 },
  // npm test runs the two projects apart (one inside the loopback namespace, one outside): each
  // names its own report, NETWORK_REPORT=relay|faults, so the second does not overwrite the first.
  reporter: [['list'], ['json', { outputFile: `reports/playwright-network-${report}.json` }]],
  // ...and its own output folder, which a run clears as it starts.
  outputDir: `test-results/network-${report}`,
  // Browsers on the school's clock, as most of its people are (a signed-in person's zone is their
  // browser's): a journey abroad sets its own timezoneId.
  use: {
    trace: 'off',
    timezoneId: 'Asia/Kolkata',
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
