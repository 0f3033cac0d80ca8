import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { classes } from '../../../db/schema.ts';
import { createTestGroupLesson } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';

const MUSIC = '/api/set_music_mode.php';
const STATUS = '/api/check_meeting_status.php';

describe('music mode in a group lesson: POST /api/set_music_mode.php', () => {
  const t = useLiveTestApp();

  it("is the teacher's for the whole lesson: set from any place, every place's status reports it", async () => {
    const g = await createTestGroupLesson(t, 3);
    const [first, second, third] = g.places;
    if (!first || !second || !third) throw new Error('three places expected');
    const musicOf = async (who: typeof g.teacher, classId: number) => {
      const res = await call(t, who, 'GET', STATUS, { class_id: classId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.music_mode;
    };
    // Read once first, so a stale cached status would show below.
    for (const place of g.places) expect(await musicOf(place.student, place.id)).toBe(0);

    const on = await call(t, g.teacher, 'POST', MUSIC, { class_id: second.id, music_mode: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: 'Music mode on', data: { music_mode: 1 } });
    for (const place of g.places) expect(await musicOf(place.student, place.id)).toBe(1);
    expect(await musicOf(g.teacher, first.id)).toBe(1);
    // Kept once, with the lesson's shared row (its first place), as its metronome is.
    const rows = await t.database.db
      .select({ id: classes.id, musicMode: classes.musicMode })
      .from(classes)
      .where(inArray(classes.id, [first.id, second.id, third.id]))
      .orderBy(classes.id);
    expect(rows).toEqual([
      { id: first.id, musicMode: true },
      { id: second.id, musicMode: false },
      { id: third.id, musicMode: false },
    ]);

    // Turned off from another place: off for everyone.
    await call(t, g.teacher, 'POST', MUSIC, { class_id: third.id, music_mode: false });
    for (const place of g.places) expect(await musicOf(place.student, place.id)).toBe(0);
  });

  it("refuses the lesson's students, from their own place or another's", async () => {
    const g = await createTestGroupLesson(t, 2);
    const [first, second] = g.places;
    if (!first || !second) throw new Error('two places expected');
    const own = await call(t, first.student, 'POST', MUSIC, { class_id: first.id, music_mode: true });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ success: false, data: null, message: LIVE_MESSAGES.teacherOnly });
    const other = await call(t, first.student, 'POST', MUSIC, { class_id: second.id, music_mode: true });
    expect(other.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, first.id));
    expect(row?.musicMode).toBe(false);
    expect(
      (await call(t, second.student, 'GET', STATUS, { class_id: second.id })).json().data.music_mode,
    ).toBe(0);
  });
});
