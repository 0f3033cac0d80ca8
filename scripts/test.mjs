// `npm test`: lint (Biome and the boundary rules), type check, unit and route tests, then the browser tests on a fresh build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

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
  ['coturn and nftables', 'node', ['scripts/ensure-coturn.mjs']],
  // The three live journeys wait on media and the network more than they use the CPU (about a
  // third of a core each), and each has network namespaces, ports and a report of its own: run
  // side by side, they take as long as the longest.
  [
    'Live class journeys, through TURN and across network namespaces (Playwright, side by side)',
    [
      [
        'live',
        'node',
        ['scripts/in-loopback.mjs', 'npx', 'playwright', 'test', '-c', 'playwright.live.config.ts'],
      ],
      [
        'relay',
        'env',
        [
          'NETWORK_REPORT=relay',
          'node',
          'scripts/in-loopback.mjs',
          ...['npx', 'playwright', 'test', '-c', 'playwright.network.config.ts', '--project', 'live-relay'],
        ],
      ],
      [
        'faults',
        'env',
        [
          'NETWORK_REPORT=faults',
          ...['npx', 'playwright', 'test', '-c', 'playwright.network.config.ts', '--project', 'live-faults'],
        ],
      ],
    ],
  ],
];

/** Runs one command, its output lines prefixed with its tag; resolves with its exit status. */
function runTagged(tag, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const statuses = Array.isArray(cmd)
    ? await Promise.all(cmd.map(([tag, c, a]) => runTagged(tag, c, a)))
    : [spawnSync(cmd, args, { stdio: 'inherit' }).status];
  const failed = statuses.find((status) => status !== 0);
  console.log(
    `--- ${name}: ${failed === undefined ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed !== undefined) process.exit(failed ?? 1);
}
