import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Janus = {
  /** The REST API's base, e.g. http://127.0.0.1:40123/janus (JANUS_URL). */
  url: string;
  /** The admin API's base, e.g. http://127.0.0.1:40124/admin. */
  adminUrl: string;
  apiSecret: string;
  adminSecret: string;
  /** Where its config and log are (the log is janus.log). */
  dir: string;
  /** Its process now (the benches read its CPU time from /proc; a restart makes a new one). */
  readonly pid: number;
  /** Kills the process at once (SIGKILL, as a crash would): its sessions, rooms and tokens are gone. */
  kill(): Promise<void>;
  /** Starts it again after `kill`, on the same ports with the same config; resolves once its API answers. */
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  stop(): Promise<void>;
};

const LIB = '/usr/lib/x86_64-linux-gnu/janus';
// Only what the group lessons and recitals use: every other plugin is one more thing listening.
const PLUGINS = ['libjanus_videoroom.so', 'libjanus_streaming.so'];

/** Debian's Janus, when installed (scripts/ensure-janus.mjs installs it). */
export const hasJanus = () => spawnSync('sh', ['-c', 'command -v janus']).status === 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The config the project writes: the HTTP transport and the admin API on loopback only at free
 * ports, both secrets, and token auth (browsers get a per-person token from the app, never a
 * secret). Plugins and transports are loaded from folders holding only the ones wanted.
 */
export function writeJanusConfig(
  dir: string,
  o: { port: number; adminPort: number; apiSecret: string; adminSecret: string; rtpPorts: string },
) {
  const folder = (name: string, files: string[]) => {
    const to = path.join(dir, name);
    mkdirSync(to);
    for (const f of files) symlinkSync(path.join(LIB, name, f), path.join(to, f));
    return to;
  };
  const conf = path.join(dir, 'conf');
  mkdirSync(conf);
  const write = (name: string, text: string) => writeFileSync(path.join(conf, name), text);
  write(
    'janus.jcfg',
    `general: {
  configs_folder = "${conf}"
  plugins_folder = "${folder('plugins', PLUGINS)}"
  transports_folder = "${folder('transports', ['libjanus_http.so'])}"
  events_folder = "${folder('events', [])}"
  loggers_folder = "${folder('loggers', [])}"
  debug_level = 4
  server_name = "music-school"
  api_secret = "${o.apiSecret}"
  token_auth = true
  admin_secret = "${o.adminSecret}"
  session_timeout = 60
}
media: {
  rtp_port_range = "${o.rtpPorts}"
}
nat: {
  nice_debug = false
  ignore_mdns = true
}
events: {
  broadcast = false
}
`,
  );
  write(
    'janus.transport.http.jcfg',
    `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${o.port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_base_path = "/admin"
  admin_http = true
  admin_port = ${o.adminPort}
  admin_ip = "127.0.0.1"
  admin_https = false
}
`,
  );
  // Rooms are created by the app through the API (never from a file); only the app may.
  write('janus.plugin.videoroom.jcfg', `general: {\n  admin_key = "${o.adminSecret}"\n}\n`);
  write('janus.plugin.streaming.jcfg', `general: {\n  admin_key = "${o.adminSecret}"\n}\n`);
  return conf;
}

/**
 * Starts a Janus of our own; resolves once its REST API answers `info`. An edge (a second Janus a
 * recital's stage is relayed to) is given the first one's secrets, as JANUS_EDGES expects.
 */
export async function startJanus(secrets?: Pick<Janus, 'apiSecret' | 'adminSecret'>): Promise<Janus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'janus-'));
  const port = await freePort();
  const adminPort = await freePort();
  const apiSecret = secrets?.apiSecret ?? randomBytes(16).toString('hex');
  const adminSecret = secrets?.adminSecret ?? randomBytes(16).toString('hex');
  // A random block of 1000 UDP ports, so two Janus processes rarely share one.
  const rtpStart = 20000 + 1000 * Math.floor(Math.random() * 40);
  const conf = writeJanusConfig(dir, {
    port,
    adminPort,
    apiSecret,
    adminSecret,
    rtpPorts: `${rtpStart}-${rtpStart + 999}`,
  });
  const url = `http://127.0.0.1:${port}/janus`;
  let child: ChildProcess | null = null;
  let exited = Promise.resolve();
  const kill = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    await kill();
    const running = spawn(
      'janus',
      ['-C', path.join(conf, 'janus.jcfg'), '-F', conf, '-N', '-o', '-L', path.join(dir, 'janus.log')],
      { stdio: 'ignore' },
    );
    child = running;
    exited = new Promise<void>((r) => running.once('exit', () => r()));
    for (let i = 0; i < 100 && running.exitCode === null; i++) {
      const up = await fetch(`${url}/info`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    await kill();
    throw new Error(`janus did not start on 127.0.0.1:${port}`);
  };
  const stop = async () => {
    await kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    adminUrl: `http://127.0.0.1:${adminPort}/admin`,
    apiSecret,
    adminSecret,
    dir,
    get pid() {
      return child?.pid ?? 0;
    },
    kill,
    start,
    stop,
  };
}
