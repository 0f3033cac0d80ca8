import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The environment of a throwaway server for the live class journeys and benches: a fresh
 * in-memory database with the demo accounts and classes, no STUN/TURN servers (loopback only),
 * events pushed or the spec's polling only. The journeys sign in far more often than a person
 * would, all from one address (six journeys in a minute passed the default 10), hence the
 * raised per-address sign-in limit.
 */
export const liveServerEnv = (port: number, transport: 'push' | 'poll') => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  SEED_DEMO: '1',
  ICE_SERVERS: '[]',
  LIVE_TRANSPORT: transport,
  LOGIN_RATE_LIMIT: '1000',
});

/** Starts such a server from this checkout and resolves once its health check answers (up to 120 s, for a loaded machine). */
export async function startLiveServer(
  port: number,
  transport: 'push' | 'poll',
  /** More settings (TURN_URLS, ICE_TRANSPORT_POLICY, a listening address...). */
  extraEnv: Record<string, string> = {},
  /** A prefix for the command (`ip netns exec NS` to start it in a namespace). */
  exec: string[] = [],
): Promise<ChildProcess> {
  const host = extraEnv.HOST ?? '127.0.0.1';
  const [cmd, ...pre] = [...exec, process.execPath];
  const server = spawn(cmd as string, [...pre, '--import', 'tsx', 'server/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...liveServerEnv(port, transport), ...extraEnv },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) break;
    const up = await fetch(`http://${host}:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`server on ${port} did not start`);
}

/**
 * An init script that keeps the page's RTCPeerConnections in `window.__pcs` (the room keeps them
 * to itself), with the `__name` helper tsx adds to functions handed to page.evaluate.
 */
export const RECORD_CONNECTIONS = `(() => {
  window.__name = (f) => f;
  window.__pcs = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config) { super(config); window.__pcs.push(this); }
  };
})();`;
