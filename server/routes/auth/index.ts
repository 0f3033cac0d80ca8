import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { loginSchema, logoutResponse, meResponse, userResponse } from '../../../common/schemas/auth.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { endSession, startSession } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentCurrentUser, presentSignedIn, presentSignedOut } from './auth.presenter.ts';
import { rememberTimeZone, verifyLogin } from './auth.service.ts';
import { clearAttempts, countAttempt, tooManyFailures } from './login-limit.ts';
import type { ForgotPasswordLimits } from './password-links.service.ts';
import { FORGOT_PASSWORD_LIMITS, passwordLinkRoutes } from './password-links.ts';

export const INVALID_LOGIN = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncZod<{
  loginPerMinute: number;
  failuresPerAccount: number;
  school: School;
  /** The reset requests' limits (FORGOT_PASSWORD_LIMITS unless a test or bench sets others). */
  forgotLimits?: ForgotPasswordLimits;
}> = async (app, { loginPerMinute, failuresPerAccount, school, forgotLimits = FORGOT_PASSWORD_LIMITS }) => {
  await app.register(passwordLinkRoutes, { perMinute: loginPerMinute, school, forgotLimits });
  // Signing in and out and reading who is signed in stay open to a person who must change their
  // password: the account page needs them.
  app.post(
    API.login,
    {
      config: { passwordChangeAllowed: true, rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sign in; sets the session cookie and the readable User_* cookies',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: userResponse, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { email, password, timeZone } = req.body;
      const attempt = { email, address: req.ip };
      const blocked = await countAttempt(app.database.db, attempt, failuresPerAccount);
      if (blocked) throw new HttpError(429, tooManyFailures(blocked));
      const user = await verifyLogin(app.database.db, email, password);
      if (!user) throw new HttpError(401, INVALID_LOGIN);
      await clearAttempts(app.database.db, attempt);
      user.timeZone = await rememberTimeZone(app.database.db, user, timeZone);
      await startSession(app.database.db, req, reply, user);
      return presentSignedIn(user);
    },
  );

  app.post(
    API.logout,
    {
      config: { passwordChangeAllowed: true },
      schema: {
        summary: 'Sign out: ends the session on the server and clears its cookies',
        tags: ['auth'],
        response: { 200: logoutResponse },
      },
    },
    async (req, reply) => {
      await endSession(app.database.db, req, reply);
      // This session's open class streams end now, on whichever instance holds them.
      if (req.user) await app.events.invalidateStreamRights({ userId: req.user.id });
      return presentSignedOut();
    },
  );

  app.get(
    API.me,
    {
      config: { passwordChangeAllowed: true },
      schema: { summary: 'The signed-in user, or null', tags: ['auth'], response: { 200: meResponse } },
    },
    async (req) => presentCurrentUser(req.user),
  );
};
