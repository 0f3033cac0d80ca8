// `npm test`: what a fresh machine lacks (Chromium, coturn, nginx, sox), then everything at once in lanes:
// the checks (lint, the migrations, the type check, the build and what reads its output), the
// unit and route tests (Vitest needs no build, so it starts at once), and, once the build is
// done, the public-site browser tests and the live class (the live journeys, then the two
// network journeys). The live lane mostly waits on real time (a cut link, a coturn restart, a
// recording) and uses about one core; the others are pure CPU and run at a lower priority, so
// they fill the machine without slowing the live lane's clocks. No lane waits for another's
// verdict: one run reports every failure.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

mkdirSync('reports', { recursive: true });

// One after another: both install Debian packages, and apt takes one at a time.
const installs = [
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['coturn and nftables', 'node', ['scripts/ensure-coturn.mjs']],
  ['nginx (the rolling restart behind deploy/nginx)', 'node', ['scripts/ensure-nginx.mjs']],
  // The pitch tests' sung fixtures: installed here, so npm test never skips them for want of a tool.
  ['sox and espeak-ng (the pitch fixtures)', 'node', ['scripts/ensure-pitch-sound.mjs']],
  ["Janus (group lessons' media server)", 'node', ['scripts/ensure-janus.mjs']],
];

// Three chains of checks (a check is mostly one process on one core; the build uses several).
// The import rules walk every folder as they look for files, the build's output among them (a
// folder the build removes under them fails the walk): they come after the build.
const checks = [
  [
    ['Build', 'npm', ['run', 'build']],
    ['First-load JS budgets (built output)', 'node', ['--import', 'tsx', 'scripts/first-load-js.ts']],
    [
      'Import rules (between the parts, features apart, no cycles)',
      'npm',
      ['run', '--silent', 'lint:imports'],
    ],
  ],
  [
    ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
    ['Migrations match the schema (drizzle-kit)', 'node', ['scripts/check-migrations.mjs']],
  ],
  [['Type check', 'npx', ['tsc', '--noEmit']]],
];

const vitest = [
  'Unit and route tests (Vitest)',
  ...niced('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ]),
];

const site = [['Browser tests (Playwright)', ...niced('npx', ['playwright', 'test'])]];

const live = [
  [
    'Live class browser test (Playwright, loopback-only network)',
    'node',
    ['scripts/in-loopback.mjs', 'npx', 'playwright', 'test', '-c', 'playwright.live.config.ts'],
  ],
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

/** The command at a lower CPU priority. */
function niced(cmd, args) {
  return ['nice', ['-n', '10', cmd, ...args]];
}

/** Runs one step, its output line by line (prefixed with the lane's name when lanes run together). */
function run([name, cmd, args], prefix = '') {
  console.log(`\n${prefix}=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
      }
    }
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${prefix}--- ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve({ name, ok, seconds });
    });
  });
}

/** A lane's steps one after another; it stops at its first failure. */
async function lane(steps, prefix) {
  const results = [];
  for (const step of steps) {
    const result = await run(step, prefix);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

if (!(await lane(installs)).every((r) => r.ok)) process.exit(1);
const [[build, ...afterBuild], ...otherChecks] = checks;
const lanes = [
  lane([vitest], '[unit] '),
  ...otherChecks.map((chain, i) => lane(chain, `[check ${i + 2}] `)),
  // The browser tests serve the built site: they wait for the build, and only for it.
  run(build, '[check 1] ').then(async (built) => {
    if (!built.ok) return [built];
    const after = await Promise.all(
      [afterBuild, site, live].map((steps, i) => lane(steps, ['[check 1] ', '[site] ', '[live] '][i])),
    );
    return [built, ...after.flat()];
  }),
];
const results = (await Promise.all(lanes)).flat();
console.log('\n=== Summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok    ' : 'FAILED'} ${seconds} s  ${name}`);
const expected = 1 + checks.flat().length + site.length + live.length;
const passed = results.filter((r) => r.ok).length;
process.exit(passed === expected ? 0 : 1);
