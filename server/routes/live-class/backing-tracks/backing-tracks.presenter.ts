import { API, API_BASE } from '../../../../common/api.ts';
import type { BackingTrack } from '../../../../common/schemas/live-class/backing-tracks.ts';
import type { classBackingTracks } from '../../../db/schema.ts';

export type TrackRow = typeof classBackingTracks.$inferSelect;

export const presentTrack = (t: TrackRow): BackingTrack => ({
  id: t.id,
  class_id: t.classId,
  file_name: t.fileName,
  mime_type: t.mimeType,
  size_bytes: t.sizeBytes,
  added_by: t.addedBy,
  url: `${API_BASE}${API.classBackingTracks}/${t.id}/file`,
  created_at: t.createdAt.toISOString(),
});
