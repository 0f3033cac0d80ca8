import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { JanusConfig } from '../../config.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { GROUP_CLASSES_OFF } from '../group-classes/group-classes.service.ts';
import { isAudienceToken } from '../recitals/audience.service.ts';

/** What a browser may ask Janus: its own session's and handles' calls, nothing of the admin API. */
const BROWSER_CALLS = [
  'create',
  'attach',
  'message',
  'trickle',
  'keepalive',
  'detach',
  'hangup',
  'destroy',
] as const;
// A long poll waits up to 30 s at Janus; a little more before giving up on it.
const POLL_TIMEOUT_MS = 40_000;
const CALL_TIMEOUT_MS = 10_000;

const janusId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sessionPath = z.object({ session: janusId });
const handlePath = z.object({ session: janusId, handle: janusId });
const call = z.looseObject({
  janus: z.enum(BROWSER_CALLS),
  token: z.string().min(1).max(100),
  transaction: z.string().min(1).max(64),
});
const pollQuery = z.object({
  token: z.string().min(1).max(100),
  maxev: z.coerce.number().int().min(1).max(10),
});
const janusAnswer = z.unknown();
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema };

/**
 * Janus's public REST API under the app's own origin (/api/janus): the browser's group room talks
 * to Janus here, so the page's connect-src stays 'self' and Janus itself listens on loopback. The
 * app adds nothing: each call carries the member's own token (stored in Janus and on the room's
 * allowed list by POST /classes/{id}/janus_token), never the API or admin secret, which the
 * browser has no way to learn; the calls are checked to be session calls, and the caller signed in
 * or holding a recital audience's seat (the audience has no account: its link gave it the token,
 * and a revoked link's seats are gone, so their calls stop here at once).
 */
export const janusProxyRoutes: FastifyPluginAsyncZod<{
  janus: JanusConfig | null;
  /** Where under the prefix (API.janus; an edge Janus's: API.janusEdge/{n}). */
  base?: string;
}> = async (app, { janus, base = API.janus }) => {
  const forward = async (path: string, init: RequestInit, timeoutMs: number) => {
    if (!janus) throw new HttpError(409, GROUP_CLASSES_OFF);
    const res = await fetch(`${janus.url}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) }).catch(
      () => null,
    );
    if (!res?.ok) throw new HttpError(502, 'The media server is not answering');
    return res.json() as Promise<unknown>;
  };
  const post = (path: string, body: z.infer<typeof call>) => {
    // Only the browser's own token authorises the call: never a secret, whatever it sends.
    const { apisecret: _a, admin_secret: _s, ...sent } = body;
    return forward(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) },
      CALL_TIMEOUT_MS,
    );
  };
  const member = async (req: FastifyRequest) => {
    const { token } = (req.method === 'GET' ? req.query : req.body) as { token: string };
    if (!req.user && !(await isAudienceToken(app.database.db, token))) requireUser(req);
  };
  const route = <S extends object>(summary: string, schema: S) => ({
    preHandler: member,
    schema: { summary, tags: ['classes'], response: { 200: janusAnswer, ...errors }, ...schema },
  });

  app.post(base, route('Janus: create a session', { body: call }), async (req) => post('', req.body));
  app.post(
    `${base}/:session`,
    route('Janus: a session call (attach, keepalive, destroy)', { params: sessionPath, body: call }),
    async (req) => post(`/${req.params.session}`, req.body),
  );
  app.post(
    `${base}/:session/:handle`,
    route('Janus: a plugin handle call (message, trickle, detach)', { params: handlePath, body: call }),
    async (req) => post(`/${req.params.session}/${req.params.handle}`, req.body),
  );
  app.get(
    `${base}/:session`,
    route("Janus: long-polls the session's events", { params: sessionPath, querystring: pollQuery }),
    async (req) => {
      const q = new URLSearchParams({ token: req.query.token, maxev: String(req.query.maxev) });
      return forward(`/${req.params.session}?${q}`, { method: 'GET' }, POLL_TIMEOUT_MS);
    },
  );
};
