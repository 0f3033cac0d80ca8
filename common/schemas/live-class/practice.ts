// The practice tools (the shared metronome and tanpura drone): server/routes/live-class/practice.
import { z } from 'zod';
import { BAR, FINE_TUNE_CENTS, FIRST_STRINGS, TALA_IDS, TEMPO, TONICS } from '../../practice-tools.ts';
import { claimedRole, claimedUserId, classIdSchema, liveResponse } from './shared.ts';

/**
 * The metronome as the class keeps it. While on, beat `anchor_beat` sounds at `anchor_ms`
 * (server clock, ms since the epoch) and one follows every 60000/bpm ms; each side places its
 * beats on that time line with its own estimate of the server clock. With a tala, `beats` is
 * the tala's length.
 */
export const metronomeStateSchema = z.object({
  on: z.boolean(),
  bpm: z.number().int().min(TEMPO.min).max(TEMPO.max),
  beats: z.number().int().min(BAR.min).max(BAR.max),
  tala: z.enum(TALA_IDS).nullable(),
  anchor_ms: z.number(),
  anchor_beat: z.number().int().nonnegative(),
});
export const droneStateSchema = z.object({
  on: z.boolean(),
  tonic: z.enum(TONICS),
  /** Fine tune of the tonic, in cents. */
  cents: z.number().int().min(FINE_TUNE_CENTS.min).max(FINE_TUNE_CENTS.max),
  /** The first string's note below Sa. */
  first_string: z.enum(FIRST_STRINGS),
});
export const practiceStateSchema = z.object({
  metronome: metronomeStateSchema,
  drone: droneStateSchema,
});
export type PracticeState = z.infer<typeof practiceStateSchema>;
export type MetronomeState = z.infer<typeof metronomeStateSchema>;
export type DroneState = z.infer<typeof droneStateSchema>;
/** Both tools off, as a class starts. */
export const PRACTICE_OFF: PracticeState = {
  metronome: { on: false, bpm: TEMPO.default, beats: BAR.default, tala: null, anchor_ms: 0, anchor_beat: 0 },
  drone: { on: false, tonic: 'C', cents: 0, first_string: 'Pa' },
};

/**
 * POST /api/set_practice_tools.php: the class's teacher (open class, password passed) changes
 * either tool; fields left out stay as they are. Starting the metronome names the server time
 * of its first beat a moment ahead; a tempo change while it runs keeps the next beat and the
 * count; a new bar or tala starts the count again on the next beat. Answers the new status,
 * which is also pushed.
 */
export const practiceBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  metronome: z
    .object({
      on: z.boolean().optional(),
      bpm: z.number().int().min(TEMPO.min).max(TEMPO.max).optional(),
      beats: z.number().int().min(BAR.min).max(BAR.max).optional(),
      tala: z.enum(TALA_IDS).nullable().optional(),
    })
    .strict()
    .optional(),
  drone: z
    .object({
      on: z.boolean().optional(),
      tonic: z.enum(TONICS).optional(),
      cents: z.number().int().min(FINE_TUNE_CENTS.min).max(FINE_TUNE_CENTS.max).optional(),
      first_string: z.enum(FIRST_STRINGS).optional(),
    })
    .strict()
    .optional(),
});
export type PracticeChange = Pick<z.infer<typeof practiceBody>, 'metronome' | 'drone'>;

/** GET /api/server_time: the server's clock (ms since the epoch), for the tools' clock estimate. Public. */
export const serverTimeResponse = liveResponse(z.object({ server_ms: z.number() }));
