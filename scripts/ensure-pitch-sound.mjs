// Finds Debian's sox and espeak-ng (the pitch tests' and the pitch journey's sung fixtures: a
// vowel synthesised by sox at known swaras, espeak-ng's voice) and installs them when it can, as
// ensure-sound.mjs does. Exits 1 naming what is still missing; the tests then skip, saying why.
import { spawnSync } from 'node:child_process';

const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
const missing = ['sox', 'espeak-ng'].filter((bin) => !has(bin));
if (missing.length > 0) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (canApt) {
    console.log(`Installing ${missing.join(', ')} from Debian packages...`);
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    ])
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
  }
  const still = missing.filter((bin) => !has(bin));
  if (still.length > 0) {
    console.error(`Missing ${still.join(', ')} (Debian: sudo apt-get install -y ${still.join(' ')}).`);
    process.exit(1);
  }
}
