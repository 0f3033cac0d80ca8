import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import { calendarFeedCreated, calendarFeedStatus } from '../../../common/schemas/calendar.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { lessonFeed } from '../../calendar/lesson-ics.ts';
import { requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentFeedCreated, presentFeedStatus } from './calendar-feed.presenter.ts';
import { createFeed, feedLessons, feedStatus, revokeFeed } from './calendar-feed.service.ts';

export const FEED_NOT_FOUND = 'Calendar feed not found';

const tags = ['calendar'];
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };
// Admins have no lessons of their own, so no feed.
const FEED_ROLES = ['teacher', 'student', 'guardian'] as const;

/**
 * Each teacher's and student's private calendar feed (issue 28): the link made, shown once and
 * revoked from the account page, and the feed itself, which a calendar app fetches with no
 * session (the link's token is the key).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ school: School }> = async (app, { school }) => {
  const db = app.database.db;

  app.get(
    API.calendarFeed,
    {
      schema: {
        summary:
          'Whether the signed-in teacher or student has a calendar feed link (the link is shown only when made)',
        tags,
        response: { 200: calendarFeedStatus, ...refusals },
      },
    },
    async (req) => presentFeedStatus(await feedStatus(db, requireRole(req, ...FEED_ROLES).id)),
  );

  app.post(
    API.calendarFeed,
    {
      schema: {
        summary: 'Makes a new private calendar feed link, shown this once; the old link stops working',
        tags,
        response: { 200: calendarFeedCreated, ...refusals },
      },
    },
    async (req) =>
      presentFeedCreated(school.siteUrl, await createFeed(db, requireRole(req, ...FEED_ROLES).id)),
  );

  app.delete(
    API.calendarFeed,
    {
      schema: {
        summary: 'Revokes the calendar feed link',
        tags,
        response: { 200: calendarFeedStatus, ...refusals },
      },
    },
    async (req) => {
      const user = requireRole(req, ...FEED_ROLES);
      await revokeFeed(db, user.id);
      return presentFeedStatus(await feedStatus(db, user.id));
    },
  );

  app.get(
    `${API.calendarFeeds}/:file`,
    {
      // The token is the key: whoever holds the link may read it, signed in or not.
      config: { passwordChangeAllowed: true },
      schema: {
        summary: "A person's lessons as an iCalendar feed (text/calendar), from 30 days ago to 90 days ahead",
        tags,
        params: z.object({ file: z.string().max(100) }),
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const lessons = await feedLessons(db, school.siteUrl, req.params.file);
      if (!lessons) throw new HttpError(404, FEED_NOT_FOUND);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(lessonFeed(school, lessons));
    },
  );
};
