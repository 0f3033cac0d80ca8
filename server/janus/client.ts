import { randomBytes } from 'node:crypto';
import type { JanusConfig } from '../config.ts';

/** Janus's own error (its code and reason), or a plugin's (videoroom error_code and error). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus ${code}: ${reason}`);
  }
}

type Reply = {
  janus: string;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
};

const transaction = () => randomBytes(9).toString('base64url');

/**
 * The app's side of Janus's HTTP REST API (the app is its only client holding the secrets):
 * sessions, plugin handles and their synchronous requests, and the admin API's stored tokens.
 */
export class JanusClient {
  constructor(private readonly config: JanusConfig) {}

  private async post(url: string, body: Record<string, unknown>, secret: Record<string, string>) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, ...secret, transaction: transaction() }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new JanusError(res.status, `HTTP ${res.status} from ${url}`);
    const reply = (await res.json()) as Reply;
    if (reply.janus === 'error' && reply.error) throw new JanusError(reply.error.code, reply.error.reason);
    return reply;
  }

  private api(path: string, body: Record<string, unknown>) {
    return this.post(`${this.config.url}${path}`, body, { apisecret: this.config.apiSecret });
  }

  private admin(body: Record<string, unknown>) {
    return this.post(this.config.adminUrl, body, { admin_secret: this.config.adminSecret });
  }

  async createSession(): Promise<JanusSession> {
    const reply = await this.api('', { janus: 'create' });
    return new JanusSession((path, body) => this.api(path, body), reply.data?.id as number);
  }

  /** Runs `fn` on a handle of `plugin` in a session of its own, destroyed afterwards. */
  async withPlugin<T>(plugin: string, fn: (handle: JanusHandle) => Promise<T>): Promise<T> {
    const session = await this.createSession();
    try {
      return await fn(await session.attach(plugin));
    } finally {
      await session.destroy().catch(() => {});
    }
  }

  /** Stores a token (token_auth) that lets its holder use only `plugins`. */
  async addToken(token: string, plugins: string[]) {
    await this.admin({ janus: 'add_token', token, plugins });
  }

  async removeToken(token: string) {
    await this.admin({ janus: 'remove_token', token });
  }

  async listTokens(): Promise<string[]> {
    const reply = (await this.admin({ janus: 'list_tokens' })) as Reply & {
      data: { tokens: { token: string }[] };
    };
    return reply.data.tokens.map((t) => t.token);
  }
}

type Send = (path: string, body: Record<string, unknown>) => Promise<Reply>;

export class JanusSession {
  constructor(
    private readonly send: Send,
    readonly id: number,
  ) {}

  async attach(plugin: string): Promise<JanusHandle> {
    const reply = await this.send(`/${this.id}`, { janus: 'attach', plugin });
    return new JanusHandle(this.send, `/${this.id}/${reply.data?.id}`);
  }

  /** Keeps the session past Janus's session_timeout. */
  async keepalive() {
    await this.send(`/${this.id}`, { janus: 'keepalive' });
  }

  async destroy() {
    await this.send(`/${this.id}`, { janus: 'destroy' });
  }
}

export class JanusHandle {
  constructor(
    private readonly send: Send,
    private readonly path: string,
  ) {}

  /**
   * A plugin request answered at once (the VideoRoom's create, exists, destroy, allowed, kick...):
   * its data, or the plugin's error thrown.
   */
  async request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.send(this.path, { janus: 'message', body });
    const data = reply.plugindata?.data;
    if (!data) throw new JanusError(0, `no answer from the plugin to ${String(body.request)}`);
    if (typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error));
    return data;
  }

  async detach() {
    await this.send(this.path, { janus: 'detach' });
  }
}
