import { API, API_BASE } from '../../../../common/api.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type {
  cleanupQuery,
  cleanupResponse,
  SignalMessage,
  SignalType,
  signalGetQuery,
  signalGetResponse,
  signalPostBody,
  signalPostResponse,
} from '../../../../common/schemas/live-class/signaling.ts';
import { liveGet, livePost } from './live-call.ts';

/** A message to the other member, or to `toRole` (a phone camera's, to one's own). */
export const sendSignal = (classId: string, type: SignalType, data: unknown, toRole?: ClassRole) =>
  livePost<typeof signalPostResponse, typeof signalPostBody>(API.webrtcSignaling, {
    class_id: classId,
    type,
    data,
    ...(toRole ? { to_role: toRole } : {}),
  });

/** Messages to me after `lastId`, or (before the first) those stored after `sinceMs`. */
export async function fetchSignals(
  classId: string,
  lastId: number,
  sinceMs: number,
): Promise<SignalMessage[]> {
  const after = lastId > 0 ? { last_id: lastId } : { timestamp: sinceMs };
  return (
    await liveGet<typeof signalGetResponse, typeof signalGetQuery>(API.webrtcSignaling, {
      class_id: classId,
      ...after,
    })
  ).messages;
}

export const cleanupSignals = (classId: string) =>
  liveGet<typeof cleanupResponse, typeof cleanupQuery>(API.cleanupWebrtcSignaling, { class_id: classId });

/** The push stream's address (GET /api/class_events). */
export const classEventsUrl = (classId: string) =>
  `${API_BASE}${API.classEvents}?class_id=${encodeURIComponent(classId)}`;
