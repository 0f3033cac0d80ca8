import { API } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type LiveSettings = { ice_servers: RTCIceServer[]; transport: 'push' | 'poll' };

/** ICE_SERVERS and LIVE_TRANSPORT of the server the room talks to. */
export const fetchLiveSettings = () => apiClient.get<LiveSettings>(API.liveSettings);
