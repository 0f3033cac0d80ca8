import type { z } from 'zod';
import type {
  cleanupResponse,
  SignalMessage,
  signalGetResponse,
  signalPostResponse,
} from '../../../../common/schemas/live-class/signaling.ts';
import { liveAnswer } from '../live-presenter.ts';
import type { Signal } from './signaling.service.ts';

/** A signalling message as the poll and the event stream carry it. */
export const presentSignal = (signal: Signal): SignalMessage => ({
  id: signal.id,
  message_type: signal.type,
  data: signal.data,
  from_role: signal.fromRole,
  to_role: signal.toRole,
  created_at: signal.createdAt.toISOString(),
});

/** WEBRTC_SIGNALING (POST): the stored message's id. */
export const presentSignalStored = (id: number): z.infer<typeof signalPostResponse> =>
  liveAnswer({ id }, 'Signal stored');

/** WEBRTC_SIGNALING (GET): the messages to the caller, oldest first. */
export const presentSignals = (signals: Signal[]): z.infer<typeof signalGetResponse> =>
  liveAnswer({ messages: signals.map(presentSignal) }, `${signals.length} messages`);

/** CLEANUP_WEBRTC_SIGNALING. */
export const presentCleanup = (counts: {
  deleted: number;
  remaining: number;
}): z.infer<typeof cleanupResponse> =>
  liveAnswer(
    { deleted_entries: counts.deleted, remaining_entries: counts.remaining },
    `Cleaned up ${counts.deleted} old signaling messages`,
  );
