import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import { classEventsQuery } from '../../../../common/schemas/live-class/events.ts';

export const classEventsRoute = {
  summary:
    "The class's push stream (text/event-stream): 'meeting-status', 'signal' and 'chat' events as they are stored; resumes with Last-Event-ID",
  tags: ['live class'],
  querystring: classEventsQuery,
  response: { 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema },
};
