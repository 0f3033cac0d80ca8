import { API } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type LiveSettings = {
  ice_servers: RTCIceServer[];
  transport: 'push' | 'poll';
  music_audio_kbps: number;
};

/** ICE_SERVERS, LIVE_TRANSPORT and MUSIC_AUDIO_KBPS of the server the room talks to. */
export const fetchLiveSettings = () => apiClient.get<LiveSettings>(API.liveSettings);
