import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { loginSchema, logoutResponse, meResponse, userResponse } from '../../../common/schemas/auth.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { endSession, startSession } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentCurrentUser, presentSignedIn, presentSignedOut } from './auth.presenter.ts';
import { verifyLogin } from './auth.service.ts';
import { clearAttempts, countAttempt, tooManyFailures } from './login-limit.ts';
import { resetPasswordRoutes } from './reset-password.ts';

export const INVALID_LOGIN = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncZod<{
  loginPerMinute: number;
  failuresPerAccount: number;
}> = async (app, { loginPerMinute, failuresPerAccount }) => {
  await app.register(resetPasswordRoutes, { perMinute: loginPerMinute });
  app.post(
    API.login,
    {
      config: { rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sign in; sets the session cookie and the readable User_* cookies',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: userResponse, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const attempt = { email, address: req.ip };
      const blocked = await countAttempt(app.database.db, attempt, failuresPerAccount);
      if (blocked) throw new HttpError(429, tooManyFailures(blocked));
      const user = await verifyLogin(app.database.db, email, password);
      if (!user) throw new HttpError(401, INVALID_LOGIN);
      await clearAttempts(app.database.db, attempt);
      await startSession(app.database.db, req, reply, user);
      return presentSignedIn(user);
    },
  );

  app.post(
    API.logout,
    {
      schema: {
        summary: 'Sign out: ends the session on the server and clears its cookies',
        tags: ['auth'],
        response: { 200: logoutResponse },
      },
    },
    async (req, reply) => {
      await endSession(app.database.db, req, reply);
      return presentSignedOut();
    },
  );

  app.get(
    API.me,
    { schema: { summary: 'The signed-in user, or null', tags: ['auth'], response: { 200: meResponse } } },
    async (req) => presentCurrentUser(req.user),
  );
};
