import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGE_STOPPED,
  EMAIL_CHANGED,
  messageResponse,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  passwordChangedMessage,
  profileResponse,
  updateProfileSchema,
  verifyEmailSchema,
} from '../../../common/schemas/account.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { dbId } from '../../../common/schemas/fields.ts';
import type { School } from '../../../common/school.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { dispositionHeader } from '../../http/file-response.ts';
import { requireUser, setUserCookies, startSession } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentMessage, presentProfile } from './account.presenter.ts';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  type PasswordAttempt,
  readProfile,
  requestEmailChange,
  updateProfile,
} from './account.service.ts';
import { readAvatar, reencodePhoto, removeAvatar, storeAvatar } from './avatar.service.ts';

export const AVATAR_NOT_FOUND = 'Photo not found';
// Re-encoding a photo takes a core for a moment: enough for someone choosing theirs, not a flood.
const PHOTOS_PER_MINUTE = 20;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
// The photo's bytes, under a symbol: the app's input check walks a body's string keys (each byte
// of a bare Buffer would be one), not these.
const PHOTO = Symbol('photo');
type PhotoBody = { [PHOTO]: Buffer };

const tags = ['account'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
// Open to a person who must first choose a new password: they reach their account page.
const beforeNewPassword = { passwordChangeAllowed: true };

type AccountOptions = {
  loginPerMinute: number;
  failuresPerAccount: number;
  school: School;
  timeZone: string;
};

/**
 * The signed-in person's own account (issue 29): profile, name and time zone, password, e-mail
 * (with the link that confirms it) and photo; and a person's photo for those who may see it.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountOptions> = async (
  app,
  { loginPerMinute, failuresPerAccount, school, timeZone },
) => {
  const db = app.database.db;
  // Calls that check the current password are limited as signing in is.
  const passwordLimit = { rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } };
  const attemptOf = (req: FastifyRequest): PasswordAttempt => ({ address: req.ip, failuresPerAccount });
  const profileOf = async (userId: number) => presentProfile(await readProfile(db, userId));

  // A photo arrives as its raw bytes; only this plugin's routes read them.
  app.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_req, body, done) => done(null, { [PHOTO]: body as Buffer } satisfies PhotoBody),
  );

  app.get(
    API.profile,
    {
      config: beforeNewPassword,
      schema: {
        summary: "The signed-in person's profile",
        tags,
        response: { 200: profileResponse, 401: apiErrorSchema },
      },
    },
    async (req) => profileOf(requireUser(req).id),
  );

  app.post(
    API.updateProfile,
    {
      config: beforeNewPassword,
      schema: {
        summary: 'Changes the name and the time zone (an IANA zone such as Europe/London)',
        tags,
        body: updateProfileSchema,
        response: { 200: profileResponse, ...refusals },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await updateProfile(db, user.id, req.body);
      const answer = await profileOf(user.id);
      // The header reads the name from the readable cookies.
      setUserCookies(req, reply, {
        ...user,
        firstName: answer.profile.firstName,
        lastName: answer.profile.lastName,
      });
      return answer;
    },
  );

  app.post(
    API.changePassword,
    {
      config: { ...beforeNewPassword, ...passwordLimit },
      schema: {
        summary:
          'Changes the password (the current one is checked): every session, mailed link and calendar feed link of the account ends, this request gets a new session',
        tags,
        body: changePasswordSchema,
        response: { 200: messageResponse, ...refusals },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const { feedRevoked } = await changePassword(db, school, user, req.body, attemptOf(req));
      // The other sessions' open class streams end with them, on every instance.
      await app.events.invalidateStreamRights({ userId: user.id });
      // The device that changed it stays signed in, under a new token.
      await startSession(db, req, reply, { ...user, mustChangePassword: false });
      app.mailOutbox?.kick();
      return presentMessage(passwordChangedMessage(feedRevoked));
    },
  );

  app.post(
    API.changeEmail,
    {
      config: passwordLimit,
      schema: {
        summary:
          'Asks to change the e-mail address (the current password is checked): a link is mailed to the new address, and one that stops the change to the old address',
        tags,
        body: changeEmailSchema,
        response: { 200: messageResponse, ...refusals, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await requestEmailChange(db, school, user, req.body, attemptOf(req));
      app.mailOutbox?.kick();
      return presentMessage(EMAIL_CHANGE_SENT);
    },
  );

  app.post(
    API.verifyEmail,
    {
      // The link may be opened on any device, signed in or not.
      config: { ...beforeNewPassword, ...passwordLimit },
      schema: {
        summary: "Opens an e-mail change's link: the account's address becomes the new one",
        tags: ['auth'],
        body: verifyEmailSchema,
        response: { 200: messageResponse, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const changed = await confirmEmailChange(db, school, req.body.token);
      app.mailOutbox?.kick();
      // Opened where the account is signed in: the header's e-mail is the new one at once.
      if (req.user?.id === changed.userId) setUserCookies(req, reply, { ...req.user, email: changed.email });
      return presentMessage(EMAIL_CHANGED);
    },
  );

  app.post(
    API.cancelEmailChange,
    {
      // Opened from the old address's mail, on any device, signed in or not.
      config: { ...beforeNewPassword, ...passwordLimit },
      schema: {
        summary:
          "Opens the link mailed to the old address with an e-mail change: the change's link stops working",
        tags: ['auth'],
        body: verifyEmailSchema,
        response: { 200: messageResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      await cancelEmailChange(db, req.body.token);
      return presentMessage(EMAIL_CHANGE_STOPPED);
    },
  );

  app.post(
    API.uploadAvatar,
    {
      bodyLimit: PHOTO_MAX_BYTES,
      config: { tooLarge: PHOTO_TOO_LARGE, rateLimit: { max: PHOTOS_PER_MINUTE, timeWindow: '1 minute' } },
      // Before the body is read: a refusal costs no upload.
      onRequest: async (req) => {
        requireUser(req);
      },
      schema: {
        summary: `Sets the photo: the raw bytes of a JPEG, PNG or WebP (checked by content; up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB), kept as a 256 px WebP without metadata`,
        tags,
        consumes: PHOTO_TYPES,
        response: { 200: profileResponse, ...refusals, 413: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const photo = (req.body as PhotoBody | undefined)?.[PHOTO];
      if (!photo) throw new HttpError(400, PHOTO_NOT_IMAGE);
      await storeAvatar(db, user.id, await reencodePhoto(photo));
      return profileOf(user.id);
    },
  );

  app.delete(
    API.uploadAvatar,
    {
      schema: {
        summary: 'Removes the photo',
        tags,
        response: { 200: profileResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await removeAvatar(db, user.id);
      return profileOf(user.id);
    },
  );

  app.get(
    `${API.avatars}/:userId`,
    {
      config: beforeNewPassword,
      schema: {
        summary:
          "A person's photo (WebP), to them, the teachers or students of their classes, and admins (a student's to others only with the photo consent); ?v= is its version",
        tags,
        params: z.object({ userId: dbId(AVATAR_NOT_FOUND) }),
        querystring: z.object({ v: z.string().max(100).optional() }),
      },
    },
    async (req, reply) => {
      const viewer = requireUser(req);
      const { userId } = req.params;
      // No photo and no right to it answer alike: the answer tells nobody who has one.
      const avatar = await readAvatar(db, viewer, userId, schoolDate(timeZone));
      if (!avatar) throw new HttpError(404, AVATAR_NOT_FOUND);
      const etag = `"${avatar.version}"`;
      reply
        .header('etag', etag)
        // The versioned address never changes its bytes; any other asks again each time.
        .header(
          'cache-control',
          req.query.v === avatar.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type('image/webp')
        .header('content-disposition', dispositionHeader(`photo-${userId}.webp`, 'inline'))
        .send(Buffer.from(avatar.image));
    },
  );
};
