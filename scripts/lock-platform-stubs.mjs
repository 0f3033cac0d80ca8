// The package registry this project installs from lacks some other platforms' native
// builds (Biome, Tailwind's oxide), so `npm install` leaves them out of package-lock.json
// and `npm ci` then refuses the lock. This records them as what they are, optional
// packages for other platforms, which npm ci skips. Run after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm64': [['android'], ['arm64']],
  'android-x64': [['android'], ['x64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'linux-arm64-musl': [['linux'], ['arm64']],
  'linux-x64-musl': [['linux'], ['x64']],
  'linux-arm-gnueabihf': [['linux'], ['arm']],
  'freebsd-x64': [['freebsd'], ['x64']],
  'win32-arm64': [['win32'], ['arm64']],
  'win32-x64': [['win32'], ['x64']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
  'wasm32-wasi': [[], ['wasm32']],
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const at = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[at] || lock.packages[`node_modules/${name}`]) continue;
    const platform = Object.entries(PLATFORMS).find(([suffix]) => name.endsWith(`-${suffix}`));
    if (!platform) continue;
    const [os, cpu] = platform[1];
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(cpu.length ? { cpu } : {}),
      optional: true,
      ...(os.length ? { os } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform stubs added`);
