import type { LiveSettings } from '../../../common/schemas/live-settings.ts';
import type { AppConfig } from '../../config.ts';

type RoomSettings = Pick<
  AppConfig['live'],
  'iceServers' | 'iceTransportPolicy' | 'transport' | 'musicAudioKbps'
>;

/** GET /api/live_settings: the room's settings under the contract's snake_case names. */
export const presentLiveSettings = (settings: RoomSettings): LiveSettings => ({
  ice_servers: settings.iceServers,
  ice_transport_policy: settings.iceTransportPolicy,
  transport: settings.transport,
  music_audio_kbps: settings.musicAudioKbps,
});
