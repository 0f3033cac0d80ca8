import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import { meetingStatusResponse } from '../../../../common/schemas/live-class/meeting-status.ts';
import { practiceBody, serverTimeResponse } from '../../../../common/schemas/live-class/practice.ts';

const tags = ['live class'];

export const practiceRoute = {
  summary:
    "Starts, changes or stops the class's metronome and tanpura drone for both parties (its teacher, in the open class)",
  tags,
  body: practiceBody,
  response: { 200: meetingStatusResponse, 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema },
};

export const serverTimeRoute = {
  summary:
    "The server's clock (ms since the epoch), public: each browser estimates its offset from it for the practice tools' shared beat",
  tags,
  response: { 200: serverTimeResponse },
};
