import type { Clash, LessonTime } from '../../../../common/schemas/calendar.ts';

type Props = { lessons: LessonTime[]; clashes: Clash[]; enrolmentRefusal?: string | null };

/** What a check of a series found: why its enrolment cannot take it, every clash, then the lessons it would make. */
export function SeriesCheckResult({ lessons, clashes, enrolmentRefusal = null }: Props) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-plum-50 px-4 py-3 text-sm text-slate-800">
      {/* Read out when a check comes back: the clashes, not the whole list of lessons. */}
      {enrolmentRefusal ? (
        <p role="status" className="font-semibold text-red-800">
          {enrolmentRefusal}
        </p>
      ) : null}
      {clashes.length > 0 ? (
        <div role="status">
          <p className="font-semibold text-red-800">These lessons clash:</p>
          <ul className="list-disc pl-5">
            {clashes.map((clash) => (
              <li key={clash.starts_at + clash.message}>{clash.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="font-semibold text-green-800">
          No clashes.
        </p>
      )}
      <div>
        <p className="font-semibold text-plum-900">
          {lessons.length === 1
            ? 'This series makes 1 lesson:'
            : `This series makes ${lessons.length} lessons:`}
        </p>
        <ol className="list-decimal pl-6">
          {lessons.map((lesson) => (
            <li key={lesson.starts_at}>{lesson.when_label}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
