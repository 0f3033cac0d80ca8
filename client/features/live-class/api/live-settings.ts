import { API } from '../../../../common/api.ts';
import type { LiveSettings } from '../../../../common/schemas/live-settings.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** ICE_SERVERS (with this user's TURN credentials), ICE_TRANSPORT_POLICY, LIVE_TRANSPORT and MUSIC_AUDIO_KBPS. */
export const fetchLiveSettings = () => apiClient.get<LiveSettings>(API.liveSettings);
