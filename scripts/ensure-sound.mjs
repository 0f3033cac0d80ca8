// Finds Debian's sox (the click track of `npm run bench:latency`), PulseAudio with its tools (null
// sound devices and a recording of what the student's browser plays) and nftables (the lossy
// link); installs them when it can, as ensure-coturn.mjs does for coturn. `--optional`: only sox
// missing is a failure (the bench says what it skips without the others).
import { spawnSync } from 'node:child_process';

const optional = process.argv.includes('--optional');
const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin} || test -x /usr/sbin/${bin}`]).status === 0;
const wanted = [
  ['sox', 'sox'],
  ['pulseaudio', 'pulseaudio'],
  ['parecord', 'pulseaudio-utils'],
  ['nft', 'nftables'],
].filter(([bin]) => !has(bin));

if (wanted.length > 0) {
  const packages = wanted.map(([, pkg]) => pkg);
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  const install = () => {
    console.log(`Installing ${packages.join(', ')} from Debian packages...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...packages],
    ].every((args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0);
  };
  if (!canApt || !install()) {
    console.error(
      `Missing ${packages.join(', ')}: install them (Debian: sudo apt-get install -y ${packages.join(' ')}).`,
    );
    if (!has('sox') || !optional) process.exit(1);
  }
}
const present = (bin) => (has(bin) ? 'present' : 'missing');
console.log(`sox: present; PulseAudio: ${present('parecord')}; nftables: ${present('nft')}`);
