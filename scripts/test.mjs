// `npm test`: lint (Biome and the boundary rules), type check, unit and route tests, then the browser tests on a fresh build.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
const steps = [
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Boundary rules (imports between layers and features)', 'node', ['scripts/check-boundaries.mjs']],
  ['Type check', 'npx', ['tsc', '--noEmit']],
  [
    'Unit and route tests (Vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  ['Build', 'npm', ['run', 'build']],
  ['First-load JS budgets (built output)', 'node', ['--import', 'tsx', 'scripts/first-load-js.ts']],
  ['Browser tests (Playwright)', 'npx', ['playwright', 'test']],
  [
    'Live class browser test (Playwright, loopback-only network)',
    'node',
    ['scripts/in-loopback.mjs', 'npx', 'playwright', 'test', '-c', 'playwright.live.config.ts'],
  ],
  ['coturn and nftables', 'node', ['scripts/ensure-coturn.mjs']],
  [
    'Live class through TURN (Playwright, coturn on loopback only)',
    'env',
    [
      'NETWORK_REPORT=relay',
      'node',
      'scripts/in-loopback.mjs',
      ...['npx', 'playwright', 'test', '-c', 'playwright.network.config.ts', '--project', 'live-relay'],
    ],
  ],
  [
    'Live class across network namespaces (Playwright; skipped where namespaces are not permitted)',
    'env',
    [
      'NETWORK_REPORT=faults',
      'npx',
      'playwright',
      'test',
      '-c',
      'playwright.network.config.ts',
      '--project',
      'live-faults',
    ],
  ],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(
    `--- ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
