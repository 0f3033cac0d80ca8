import { useTeachingConsents } from '../api/teaching-consents.ts';

/** On the teacher's lesson row: Record unavailable, with the reason, when the student's consent does not allow it. */
export function RecordingAvailability({ studentId }: { studentId: number }) {
  const consents = useTeachingConsents();
  const student = consents.data?.Students.find((s) => s.student_id === studentId);
  if (!consents.data?.recordings_on || !student || student.recording_allowed) return null;
  return (
    <p className="basis-full text-sm text-slate-700" data-testid="record-unavailable">
      <span className="font-semibold text-plum-900">Record unavailable.</span> {student.recording_reason}
    </p>
  );
}
