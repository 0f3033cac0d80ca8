import { meetingStatusResponse } from '../../../../common/schemas/live-class/meeting-status.ts';
import { practiceBody, serverTimeResponse } from '../../../../common/schemas/live-class/practice.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const practiceRoute = {
  summary:
    "Starts, changes or stops the class's metronome and tanpura drone for both parties (its teacher, in the open class)",
  tags: liveTags,
  body: practiceBody,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};

export const serverTimeRoute = {
  summary:
    "The server's clock (ms since the epoch), public: each browser estimates its offset from it for the practice tools' shared beat",
  tags: liveTags,
  response: { 200: serverTimeResponse },
};
