// Finds the system Chromium for the browser tests, and its headless shell for the public site's
// (scripts/chromium-path.mjs); installs Debian's when it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, HEADLESS_SHELL, headlessShellPath } from './chromium-path.mjs';

const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const aptInstall = (packages) =>
  [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ].every((args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0);

if (!chromiumPath()) {
  if (!canApt) {
    console.error(
      'No Chromium found: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  if (!aptInstall(['chromium', 'chromium-headless-shell'])) {
    console.error('Installing Chromium failed: run "apt-get install -y chromium" or set CHROME_PATH.');
    process.exit(1);
  }
  if (!chromiumPath()) {
    console.error('Chromium still not found after installing: set CHROME_PATH.');
    process.exit(1);
  }
}

const wantsShell = !process.env.CHROME_PATH && !process.env.CHROME_HEADLESS_SHELL_PATH;
if (wantsShell && !existsSync(HEADLESS_SHELL)) {
  // Only a cost in time: without the shell the public site's tests run on the full Chromium.
  if (!canApt || !aptInstall(['chromium-headless-shell'])) {
    console.warn(
      'No chromium-headless-shell (apt-get install -y chromium-headless-shell): using the full Chromium.',
    );
  }
}
console.log(`Chromium: ${chromiumPath()}; for the public site's tests: ${headlessShellPath()}`);
