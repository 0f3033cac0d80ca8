// Finds Debian's nginx for the rolling-restart test (two instances behind deploy/nginx's site);
// installs it when it can, as ensure-coturn.mjs does for coturn. Nothing is fetched at test time.
import { spawnSync } from 'node:child_process';

const has = spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0;
if (!has) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error('Missing nginx: install it (Debian: sudo apt-get install -y nginx-light).');
    process.exit(1);
  }
  console.log('Installing nginx-light from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error('Installing nginx-light failed: run "apt-get install -y nginx-light".');
      process.exit(1);
    }
  }
}
console.log('nginx: present');
