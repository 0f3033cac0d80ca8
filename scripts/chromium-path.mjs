import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The system Chromium: CHROME_PATH, or the first one installed. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine and version
 * without the browser's own windows, about a quarter less CPU per page load, which is what the
 * public site's many page loads are bound by on two cores. CHROME_HEADLESS_SHELL_PATH, else the
 * installed one unless CHROME_PATH names another browser, else the full Chromium.
 */
export function headlessShellPath() {
  const { CHROME_HEADLESS_SHELL_PATH: shell, CHROME_PATH } = process.env;
  if (shell) return existsSync(shell) ? shell : null;
  if (!CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for a headless Chromium on a closed network: no background calls that would be refused. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fake camera, microphone and screen, and peer connections over loopback (the live class). */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
