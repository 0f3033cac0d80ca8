import { API } from '../../../../common/api.ts';
import type {
  janusMuteBody,
  janusMuteResponse,
  janusTokenResponse,
} from '../../../../common/schemas/group-room.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The member's ticket to the group lesson's VideoRoom (a fresh token each time). */
export const fetchJanusTicket = (classId: string) =>
  apiClient.postJson<typeof janusTokenResponse, undefined>(`${API.lessons}/${classId}/janus_token`, {});

/** The teacher mutes or unmutes a student's sound for everyone in the room. */
export const muteInGroup = (classId: string, feed: number, mid: string, mute: boolean) =>
  apiClient.postJson<typeof janusMuteResponse, typeof janusMuteBody>(`${API.lessons}/${classId}/janus_mute`, {
    feed,
    mid,
    mute,
  });
