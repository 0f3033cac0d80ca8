// Finds the system Chromium for the browser tests; installs Debian's when it can.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

if (!chromiumPath()) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      'No Chromium found: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error('Installing Chromium failed: run "apt-get install -y chromium" or set CHROME_PATH.');
      process.exit(1);
    }
  }
  if (!chromiumPath()) {
    console.error('Chromium still not found after installing: set CHROME_PATH.');
    process.exit(1);
  }
}
console.log(`Chromium: ${chromiumPath()}`);
