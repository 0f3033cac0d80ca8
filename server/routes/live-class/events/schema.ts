import { classEventsQuery } from '../../../../common/schemas/live-class/events.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const classEventsRoute = {
  summary:
    "The class's push stream (text/event-stream): 'meeting-status', 'signal' and 'chat' events as they are stored; resumes with Last-Event-ID",
  tags: liveTags,
  querystring: classEventsQuery,
  response: liveRefusals,
};
