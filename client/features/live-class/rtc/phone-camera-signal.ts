import type { SignalMessage } from '../../../../common/schemas/live-class/signaling.ts';

/**
 * A phone as a party's second camera has a connection of its own to the other party's room,
 * signalled beside the lesson's: the phone offers ('camera_offer'), the room answers
 * ('camera_answer'), candidates go both ways ('camera_candidate', saying from which end) and the
 * phone says when it goes ('camera_leave'). Each phone names itself with an id of its own, so
 * a phone opened again is a new connection, and the other messages of the class are not its.
 */
export type PhoneNote =
  | { kind: 'offer'; phone: string; sdp: string }
  | { kind: 'answer'; phone: string; sdp: string }
  | { kind: 'candidate'; phone: string; from: 'phone' | 'room'; candidate: RTCIceCandidateInit }
  | { kind: 'leave'; phone: string };

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** The phone camera's message in a signalling message, or null (another kind, or malformed). */
export function phoneNoteOf(m: Pick<SignalMessage, 'message_type' | 'data'>): PhoneNote | null {
  const d = (m.data ?? {}) as Record<string, unknown>;
  if (!isId(d.phone)) return null;
  switch (m.message_type) {
    case 'camera_offer':
    case 'camera_answer':
      if (typeof d.sdp !== 'string') return null;
      return { kind: m.message_type === 'camera_offer' ? 'offer' : 'answer', phone: d.phone, sdp: d.sdp };
    case 'camera_candidate':
      if ((d.from !== 'phone' && d.from !== 'room') || typeof d.candidate !== 'object' || !d.candidate)
        return null;
      return {
        kind: 'candidate',
        phone: d.phone,
        from: d.from,
        candidate: d.candidate as RTCIceCandidateInit,
      };
    case 'camera_leave':
      return { kind: 'leave', phone: d.phone };
    default:
      return null;
  }
}

/** The connection as either end of a phone camera uses it. */
export type PhonePeer = Pick<
  RTCPeerConnection,
  | 'addTransceiver'
  | 'createOffer'
  | 'createAnswer'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'addIceCandidate'
  | 'remoteDescription'
  | 'close'
  | 'connectionState'
  | 'onicecandidate'
  | 'ontrack'
  | 'onconnectionstatechange'
>;
