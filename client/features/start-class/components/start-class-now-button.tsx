import { useStartClass } from '../hooks/use-start-class.ts';

/** Start for one class of today (the teacher's dashboard). */
export function StartClassNowButton({
  teacherId,
  classId,
  name,
}: {
  teacherId: string;
  classId: number;
  name: string;
}) {
  const { start, startingId } = useStartClass(teacherId);
  return (
    <button
      type="button"
      className="btn-primary px-5 py-2"
      disabled={startingId !== null}
      onClick={() => start(classId)}
      aria-label={`Start ${name}`}
    >
      {startingId === classId ? 'Starting...' : 'Start'}
    </button>
  );
}
