import { API } from '../../common/api.ts';
import type { liveSettingsResponse } from '../../common/schemas/live-settings.ts';
import { apiClient } from './api-client.ts';

export type { LiveSettings } from '../../common/schemas/live-settings.ts';

/** ICE_SERVERS (with this user's TURN credentials), ICE_TRANSPORT_POLICY, LIVE_TRANSPORT and MUSIC_AUDIO_KBPS. */
export const fetchLiveSettings = () => apiClient.get<typeof liveSettingsResponse>(API.liveSettings);

/** The browser's ICE configuration from the live settings: the school's STUN/TURN and its policy. */
export const fetchRtcConfig = async (): Promise<RTCConfiguration> => {
  const s = await fetchLiveSettings();
  return { iceServers: s.ice_servers, iceTransportPolicy: s.ice_transport_policy };
};
