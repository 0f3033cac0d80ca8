import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  accountLinkQuery,
  accountLinkResponse,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  LINK_DEAD,
  messageResponse,
  PASSWORD_SET,
  setPasswordSchema,
} from '../../../common/schemas/account.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentAccountLink, presentMessage } from './auth.presenter.ts';
import {
  describeLink,
  type ForgotPasswordLimits,
  forgotPasswordWait,
  mailResetLink,
  type PasswordLinkPurpose,
  setPasswordFromLink,
} from './password-links.service.ts';
import { tooManyRequests } from './request-limit.ts';

/** 3 reset requests per typed address from each client address, and 20 per client address, an hour. */
export const FORGOT_PASSWORD_LIMITS: ForgotPasswordLimits = { perAddressAndClient: 3, perClient: 20 };

/**
 * The calls of the mailed links that set a password (the site's /reset-password and
 * /accept-invitation pages) and the request for a reset link. Open to a signed-in person who must
 * change their password too: these are ways to do it.
 */
export const passwordLinkRoutes: FastifyPluginAsyncZod<{
  perMinute: number;
  school: School;
  forgotLimits: ForgotPasswordLimits;
}> = async (app, { perMinute, school, forgotLimits }) => {
  const db = () => app.database.db;
  const config = { passwordChangeAllowed: true, rateLimit: { max: perMinute, timeWindow: '1 minute' } };

  // What runs after an answer was sent, so the answer's time does not depend on it; the app
  // waits for it before it closes.
  const pending = new Set<Promise<void>>();
  const afterReply = (work: () => Promise<void>) => {
    const run: Promise<void> = work()
      .catch((err: unknown) => app.log.error({ err }, 'work after the answer failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  app.post(
    API.forgotPassword,
    {
      // Counted in the database (request_limits) instead of the in-memory limiter: every instance
      // counts the same requests.
      config: { passwordChangeAllowed: true },
      schema: {
        summary:
          'Mails a one-use link (1 hour) to choose a new password, leaving earlier links working (at most 3 live); the same answer for any address',
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: messageResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Whether an account has the address is looked up only once the answer is out, so the
      // answer takes the same time for any address.
      onResponse: async (req, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = req.body;
        afterReply(async () => {
          if (await mailResetLink(db(), school, email)) app.mailOutbox?.kick();
        });
      },
    },
    async (req) => {
      const wait = await forgotPasswordWait(db(), req.body.email, req.ip, forgotLimits);
      if (wait) throw new HttpError(429, tooManyRequests(wait));
      return presentMessage(FORGOT_PASSWORD_SENT);
    },
  );

  app.get(
    API.accountLink,
    {
      config,
      schema: {
        summary: "A mailed link's purpose and person (invitation, password reset, new e-mail); 400 when dead",
        tags: ['auth'],
        querystring: accountLinkQuery,
        response: { 200: accountLinkResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const link = await describeLink(db(), req.query.token);
      reply.header('cache-control', 'no-store');
      if (!link) throw new HttpError(400, LINK_DEAD);
      return presentAccountLink(link);
    },
  );

  const setPasswordRoute = (path: string, purpose: PasswordLinkPurpose, summary: string) =>
    app.post(
      path,
      {
        config,
        schema: {
          summary,
          tags: ['auth'],
          body: setPasswordSchema,
          response: { 200: messageResponse, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (req) => {
        const { userId } = await setPasswordFromLink(
          db(),
          school,
          purpose,
          req.body.token,
          req.body.password,
        );
        // Their sessions are gone: so are their open class streams, on every instance.
        await app.events.invalidateStreamRights({ userId });
        app.mailOutbox?.kick();
        return presentMessage(PASSWORD_SET);
      },
    );
  setPasswordRoute(
    API.resetPassword,
    'password-reset',
    "A reset link's new password: ends every session of the account and mails it that the password changed",
  );
  setPasswordRoute(API.acceptInvitation, 'invitation', "An invitation's first password");
};
