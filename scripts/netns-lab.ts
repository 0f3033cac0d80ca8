import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveServerEnv } from './live-test-server.ts';

/**
 * Three hosts of the test's own: the server's network
 * namespace routes between the teacher's and the student's, each joined to it by a veth pair on
 * private addresses that exist only inside these namespaces. Nothing is linked to the machine's
 * own network, so no packet can leave it.
 */
export type NetnsLab = {
  server: string;
  teacher: string;
  student: string;
  /** The server's address (on the teacher's link; the student reaches it through the route). */
  serverIp: string;
  /** The server-side ends of the two links: `ip link set <dev> down` cuts that party off. */
  teacherLink: string;
  studentLink: string;
  /** Runs a command in a namespace. */
  run(ns: string, ...cmd: string[]): string;
  /** An executable that starts Chromium in the namespace (Playwright's executablePath). */
  chromium(ns: string, chromiumPath: string): string;
  /** Drops `percent` of UDP packets in and out of the namespace (nftables), or stops dropping (0). */
  dropUdp(ns: string, percent: number): void;
  destroy(): void;
};

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** Why namespaces cannot be made here (not root, no `ip netns`), or null when they can. */
export function netnsUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const probe = `msprobe${process.pid}`;
  const r = spawnSync('ip', ['netns', 'add', probe], { stdio: 'ignore' });
  if (r.status !== 0) return 'network namespaces are not permitted here (ip netns add failed)';
  spawnSync('ip', ['netns', 'del', probe], { stdio: 'ignore' });
  return null;
}

/**
 * Deletes the namespaces of labs whose process is gone (killed before it could destroy them):
 * their names carry the pid that made them. Deleting one takes its veth pairs with it.
 */
function removeStaleLabs() {
  for (const line of ip('netns', 'list').split('\n')) {
    const m = /^(ms(\d+)(?:srv|t|s))\b/.exec(line);
    if (m?.[1] && !existsSync(`/proc/${m[2]}`)) spawnSync('ip', ['netns', 'del', m[1]], { stdio: 'ignore' });
  }
}

export function createNetnsLab(): NetnsLab {
  removeStaleLabs();
  const tag = String(process.pid);
  const server = `ms${tag}srv`;
  const teacher = `ms${tag}t`;
  const student = `ms${tag}s`;
  const dir = mkdtempSync(path.join(tmpdir(), 'netns-lab-'));
  const lab: NetnsLab = {
    server,
    teacher,
    student,
    serverIp: '10.77.1.1',
    teacherLink: `vt${tag}b`,
    studentLink: `vs${tag}b`,
    run: (ns, ...cmd) => ip('netns', 'exec', ns, ...cmd),
    chromium(ns, chromiumPath) {
      const file = path.join(dir, `chromium-${ns}`);
      writeFileSync(file, `#!/bin/sh\nexec ip netns exec ${ns} ${chromiumPath} "$@"\n`);
      chmodSync(file, 0o755);
      return file;
    },
    dropUdp(ns, percent) {
      spawnSync('ip', ['netns', 'exec', ns, 'nft', 'delete', 'table', 'inet', 'lossy'], { stdio: 'ignore' });
      if (percent <= 0) return;
      const rule = `meta l4proto udp numgen random mod 100 < ${percent} drop`;
      const ruleset = `table inet lossy {
  chain in { type filter hook input priority 0; ${rule}; }
  chain out { type filter hook output priority 0; ${rule}; }
}`;
      execFileSync('ip', ['netns', 'exec', ns, 'nft', '-f', '-'], { input: ruleset });
    },
    destroy() {
      for (const ns of [teacher, student, server]) spawnSync('ip', ['netns', 'del', ns], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    for (const ns of [server, teacher, student]) {
      ip('netns', 'add', ns);
      lab.run(ns, 'ip', 'link', 'set', 'lo', 'up');
    }
    const links = [
      { ns: teacher, a: `vt${tag}a`, b: lab.teacherLink, net: '10.77.1' },
      { ns: student, a: `vs${tag}a`, b: lab.studentLink, net: '10.77.2' },
    ];
    for (const l of links) {
      ip('link', 'add', l.a, 'netns', l.ns, 'type', 'veth', 'peer', 'name', l.b, 'netns', server);
      lab.run(l.ns, 'ip', 'addr', 'add', `${l.net}.2/24`, 'dev', l.a);
      lab.run(l.ns, 'ip', 'link', 'set', l.a, 'up');
      lab.run(l.ns, 'ip', 'route', 'add', 'default', 'via', `${l.net}.1`);
      lab.run(server, 'ip', 'addr', 'add', `${l.net}.1/24`, 'dev', l.b);
      lab.run(server, 'ip', 'link', 'set', l.b, 'up');
    }
    lab.run(server, 'sysctl', '-q', '-w', 'net.ipv4.ip_forward=1');
  } catch (err) {
    lab.destroy();
    throw err;
  }
  return lab;
}

/**
 * Starts a live test server in the lab's server namespace, listening on every address there, and
 * resolves once a party's namespace gets its health check (the runner has no route into the lab).
 * A loaded machine can miss the server's plugin start timeout (it exits): it is started again then.
 */
export async function startLabServer(
  lab: NetnsLab,
  port: number,
  env: Record<string, string>,
  started: ChildProcess[],
): Promise<void> {
  const url = `http://${lab.serverIp}:${port}/api/health`;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const server = spawn(
      'ip',
      ['netns', 'exec', lab.server, process.execPath, '--import', 'tsx', 'server/server.ts'],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          ...liveServerEnv(port, 'push'),
          HOST: '0.0.0.0',
          LOGIN_RATE_LIMIT: '1000',
          ...env,
        },
        stdio: 'ignore',
      },
    );
    started.push(server);
    for (let i = 0; i < 600 && server.exitCode === null && server.signalCode === null; i++) {
      if (spawnSync('ip', ['netns', 'exec', lab.teacher, 'curl', '-sf', '-m', '2', url]).status === 0) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server on ${port} did not start`);
}
