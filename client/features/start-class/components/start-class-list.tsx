import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTeacherClassesToday } from '../api/start-class-api.ts';
import { useStartClass } from '../hooks/use-start-class.ts';

/** The modal's body: loading, error with Retry, empty, or today's classes to start. */
export function StartClassList({ teacherId, onStarted }: { teacherId: string; onStarted?: () => void }) {
  const classes = useTeacherClassesToday(teacherId);
  const { start, startingId } = useStartClass(teacherId, onStarted);

  if (classes.isPending) return <p aria-live="polite">Loading classes...</p>;
  if (classes.isError) {
    // A refusal from the server has words of its own; anything else is a failed fetch.
    const refusal = classes.error instanceof ApiError ? classes.error.serverMessage : null;
    if (refusal) return <p role="alert">{refusal}</p>;
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-red-700">Failed to fetch classes</p>
        <button type="button" className="btn-outline py-2 text-plum-800" onClick={() => classes.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (!classes.data.result) return <p role="alert">{classes.data.publicMessage}</p>;
  if (classes.data.Classes.length === 0) return <p>No classes scheduled for today</p>;
  return (
    <ul className="flex flex-col gap-3">
      {classes.data.Classes.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-plum-100 p-4">
          {c.students.map((s) => (
            <PersonPhoto
              key={s.id}
              name={`${s.first_name} ${s.last_name}`}
              url={s.avatar_url}
              size={40}
              className="size-10"
            />
          ))}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-plum-900">{c.batch_name}</p>
            <p className="text-sm text-slate-600">
              {c.when_label} · {c.students.map((s) => `${s.first_name} ${s.last_name}`).join(', ')}
            </p>
          </div>
          <button
            type="button"
            className="btn-primary px-5 py-2"
            disabled={startingId !== null}
            onClick={() => start(c.id)}
            aria-label={`Start ${c.batch_name}`}
          >
            {startingId === c.id ? 'Starting...' : 'Start'}
          </button>
        </li>
      ))}
    </ul>
  );
}
