// Finds Debian's Janus (the group lessons' and recitals' media server, with its VideoRoom and
// Streaming plugins); installs it when it can, as ensure-coturn.mjs does. Nothing is fetched at
// test time. The package's own service is never started: the tests and `npm run dev` run a Janus
// of their own with a config the project writes (scripts/janus.ts).
import { spawnSync } from 'node:child_process';

const has = () => spawnSync('sh', ['-c', 'command -v janus || test -x /usr/bin/janus']).status === 0;

if (!has()) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error('Missing janus: install it (Debian: sudo apt-get install -y janus).');
    process.exit(1);
  }
  console.log('Installing janus from Debian packages...');
  // policy-rc.d refuses service starts during the install: the packaged Janus must not run.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'janus'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error('Installing janus failed: run "apt-get install -y janus".');
      process.exit(1);
    }
  }
}
console.log('janus: present');
