import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Coturn = { port: number; stop(): Promise<void> };

/** Debian's coturn, when installed (scripts/ensure-coturn.mjs installs it). */
export const hasCoturn = () => spawnSync('sh', ['-c', 'command -v turnserver']).status === 0;

/**
 * Starts Debian's coturn on 127.0.0.1:`port` checking TURN REST API credentials made with
 * `secret` (use-auth-secret), relaying on loopback only; resolves once it accepts TCP there.
 * `listenIp` lets the network tests put it on the server's namespace address.
 */
export async function startCoturn(
  port: number,
  secret: string,
  opts: { listenIp?: string; relayIp?: string; exec?: string[] } = {},
): Promise<Coturn> {
  const ip = opts.listenIp ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(tmpdir(), 'coturn-'));
  const args = [
    '-n',
    `--listening-ip=${ip}`,
    `--listening-port=${port}`,
    `--relay-ip=${opts.relayIp ?? ip}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=school.test',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--allow-loopback-peers',
    `--min-port=${port + 1000}`,
    `--max-port=${port + 1200}`,
    `--userdb=${path.join(dir, 'turndb')}`,
    '--no-stdout-log',
    `--log-file=${path.join(dir, 'turn.log')}`,
  ];
  const [cmd, ...pre] = [...(opts.exec ?? []), 'turnserver'];
  const child: ChildProcess = spawn(cmd as string, [...pre, ...args], { stdio: 'ignore' });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: ip, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return { port, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`coturn did not start on ${ip}:${port}`);
}
