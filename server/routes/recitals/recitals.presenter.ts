import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import type { Recital } from '../../../common/schemas/recitals.ts';
import { personName } from '../classes/classes.presenter.ts';
import type { RecitalFull } from './recitals.service.ts';

/** A recital for its organiser or an admin, its time on their clock with the school's beside it. */
export const presentRecital = (r: RecitalFull, viewerZone: string | null, schoolZone: string): Recital => ({
  id: r.id,
  title: r.title,
  starts_at: r.startsAt.toISOString(),
  when_label: lessonWhenLabel(r.startsAt, personZone(viewerZone, schoolZone), schoolZone),
  duration_minutes: r.durationMinutes,
  organiser_name: personName(r.organiser),
  performers: r.performers.map((p) => ({
    position: p.position,
    student_id: p.studentId,
    name: personName(p),
  })),
  on_stage_id: r.onStageId,
  next_id: r.nextId,
  audience_token: r.audienceToken,
  viewer_cap: r.viewerCap,
  viewers: r.viewers,
});
