import type { MyClass } from '../../../../common/schemas/classes.ts';

const CANCELLED_BY: Record<NonNullable<MyClass['cancelled_by']>, string> = {
  student: 'Cancelled by the student',
  teacher: 'Cancelled by the teacher',
  school: 'Cancelled by the school',
};

const COUNTED_REASON: Record<NonNullable<MyClass['counted_reason']>, string> = {
  late_cancellation: 'Counted as completed: cancelled too late',
  no_show: 'Counted as completed: did not come',
};

/** What attendance shows of a lesson beyond its status: who cancelled, why it counts, lateness, a pending move. */
export function classFacts(cls: MyClass): string[] {
  const facts: string[] = [];
  if (cls.cancelled_by) facts.push(CANCELLED_BY[cls.cancelled_by]);
  if (cls.counted_reason) facts.push(COUNTED_REASON[cls.counted_reason]);
  if (cls.joined_late) facts.push('Joined late');
  if (cls.pending_request) {
    facts.push(`Reschedule requested: ${cls.pending_request.proposed.map((p) => p.when_label).join(' or ')}`);
  }
  return facts;
}
