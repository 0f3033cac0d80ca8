// Finds Debian's coturn (turnserver), nftables (nft) and curl for the network tests; installs them when
// it can, as ensure-chromium.mjs does for Chromium. Nothing is fetched at test time.
import { spawnSync } from 'node:child_process';

const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin} || test -x /usr/sbin/${bin}`]).status === 0;
const wanted = [
  ['turnserver', 'coturn'],
  ['nft', 'nftables'],
  // The network journeys ask a server inside their namespaces whether it is up.
  ['curl', 'curl'],
].filter(([bin]) => !has(bin));

if (wanted.length > 0) {
  const packages = wanted.map(([, pkg]) => pkg);
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      `Missing ${packages.join(', ')}: install them (Debian: sudo apt-get install -y ${packages.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(
        `Installing ${packages.join(', ')} failed: run "apt-get install -y ${packages.join(' ')}".`,
      );
      process.exit(1);
    }
  }
}
console.log('coturn, nftables and curl: present');
