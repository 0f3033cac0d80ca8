// Backing tracks (issue 48): an audio file either party plays into the lesson, mixed into the
// sound they send; server/routes/live-class/backing-tracks.
import { z } from 'zod';
import { dbId } from '../fields.ts';
import { classIdSchema, liveResponse } from './shared.ts';

const MB = 1024 * 1024;

export const BACKING_TRACK_LIMITS = {
  /** Five minutes of CD-quality WAV, or an hour of MP3. */
  bytes: 60 * MB,
  /** Tracks kept in one lesson. */
  tracks: 30,
} as const;

export const BACKING_TRACK_TEXT = {
  notAudio: 'A backing track must be an MP3, WAV, OGG or M4A audio file',
  tooLarge: `A backing track must be at most ${BACKING_TRACK_LIMITS.bytes / MB} MB`,
  tooMany: `A lesson keeps at most ${BACKING_TRACK_LIMITS.tracks} backing tracks`,
  notFound: 'Backing track not found',
} as const;

/** For `<input type="file" accept=...>`; the server judges by the bytes. */
export const BACKING_TRACK_ACCEPT = 'audio/*,.mp3,.wav,.ogg,.oga,.m4a';

export const backingTrackUploadQuery = z.object({
  class_id: classIdSchema,
  name: z.string().trim().min(1).max(200),
});
export const backingTrackListQuery = z.object({ class_id: classIdSchema });
export const backingTrackIdParams = z.object({ id: dbId(BACKING_TRACK_TEXT.notFound) });

export const backingTrackSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  added_by: z.enum(['teacher', 'student']),
  url: z.string(),
  created_at: z.string(),
});
export type BackingTrack = z.infer<typeof backingTrackSchema>;

export const backingTrackResponse = liveResponse(backingTrackSchema);
export const backingTrackListResponse = liveResponse(z.object({ tracks: z.array(backingTrackSchema) }));
