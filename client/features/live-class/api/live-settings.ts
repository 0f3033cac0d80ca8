import { API } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type LiveSettings = {
  /** With TURN servers and this user's short-lived credentials for them when signed in. */
  ice_servers: RTCIceServer[];
  /** 'relay': every lesson goes through the TURN servers (ICE_TRANSPORT_POLICY). */
  ice_transport_policy: RTCIceTransportPolicy;
  transport: 'push' | 'poll';
  music_audio_kbps: number;
};

/** ICE_SERVERS (and TURN credentials), ICE_TRANSPORT_POLICY, LIVE_TRANSPORT and MUSIC_AUDIO_KBPS of the server. */
export const fetchLiveSettings = () => apiClient.get<LiveSettings>(API.liveSettings);
