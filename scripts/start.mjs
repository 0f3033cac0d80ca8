// `npm start`: builds the website when it has not been built for these settings, then
// starts the server (which runs the database migrations).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/build-stamp.txt');

// The website carries the school's settings, so a change to them needs a new build.
const settings = Object.entries(process.env)
  .filter(([k]) => /^(SCHOOL_|SOCIAL_|PAYMENT_|LOGIN_URL|DASHBOARD_URL)/.test(k))
  .sort()
  .map(([k, v]) => `${k}=${v}`)
  .join('\n');
const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
const dirty =
  spawnSync('git', ['status', '--porcelain', 'client', 'common'], { cwd: root, encoding: 'utf8' }).stdout ??
  '';
const stamp = createHash('sha256').update(`${head}\n${dirty}\n${settings}`).digest('hex');

const built = existsSync(path.join(root, 'dist/pages/404.html'));
const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (!built || !current) {
  console.log('Building the website...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, stamp);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
