// `node scripts/in-loopback.mjs <command...>`: runs the command in a network namespace that has
// only loopback, so no packet of the live
// class tests can leave the machine. Needs root (or user namespaces); when they are not
// permitted it says so and runs the command on the plain loopback instead.
import { spawnSync } from 'node:child_process';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/in-loopback.mjs <command...>');
  process.exit(2);
}

const probe = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
let r;
if (probe.status === 0) {
  console.log('in-loopback: running in a network namespace with loopback only');
  r = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'in-loopback', ...command], {
    stdio: 'inherit',
  });
} else {
  console.warn('in-loopback: network namespaces are not permitted here; running on the plain loopback');
  r = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
}
process.exit(r.status ?? 1);
