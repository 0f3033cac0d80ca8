import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, API_BASE } from '../../../common/api.ts';
import { passwordSchema } from '../../../common/schemas/admin-users.ts';
import { isLivePasswordToken, setPasswordWithToken } from './password-tokens.ts';
import { linkDeadPage, PASSWORDS_DIFFER, passwordSetPage, setPasswordForm } from './set-password-page.ts';

const ACTION = `${API_BASE}${API.resetPassword}`;

/**
 * The page a one-use set-password link opens, and its form (spec section 7's auth
 * reset-password). The token travels in the query, which the logs leave out. A document, so the
 * page's security headers, not the API's.
 */
export const resetPasswordRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (
  app,
  { perMinute },
) => {
  // The form posts as a browser does without script; only this plugin reads that encoding.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const config = { securityHeaders: 'page' as const, rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  const token = z.string().max(200);
  const html = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Under the site's no-referrer a browser posts the form with `Origin: null`, which the
      // cross-site check refuses; same-origin still shows the link (and its token) to no other site.
      .header('referrer-policy', 'same-origin');

  app.get(
    API.resetPassword,
    {
      config,
      schema: {
        summary: 'The set-password page of a one-use link (HTML)',
        tags: ['auth'],
        querystring: z.object({ token: token.default('') }),
      },
    },
    async (req, reply) => {
      const live = await isLivePasswordToken(app.database.db, req.query.token);
      html(reply);
      if (!live) reply.status(400);
      return live ? setPasswordForm(ACTION, req.query.token) : linkDeadPage();
    },
  );

  app.post(
    API.resetPassword,
    {
      config,
      schema: {
        summary: "The set-password form: sets the link's user's password once (HTML answer)",
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({ token, password: z.string().max(1000), confirm: z.string().max(1000) }),
      },
    },
    async (req, reply) => {
      const { token, password, confirm } = req.body;
      html(reply);
      const refused = passwordSchema.safeParse(password).error?.issues[0]?.message;
      const problem = refused ?? (password === confirm ? null : PASSWORDS_DIFFER);
      if (!problem && (await setPasswordWithToken(app.database.db, token, password)))
        return passwordSetPage();
      reply.status(400);
      return problem && (await isLivePasswordToken(app.database.db, token))
        ? setPasswordForm(ACTION, token, problem)
        : linkDeadPage();
    },
  );
};
