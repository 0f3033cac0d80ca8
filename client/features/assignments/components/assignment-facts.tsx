import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { STATE_LABELS, tempoGoalText } from './practice-format.ts';

const STATE_CLASS: Record<Assignment['state'], string> = {
  open: 'bg-slate-100 text-slate-800',
  done: 'bg-green-100 text-green-900',
  again: 'bg-amber-100 text-amber-900',
};

/** An assignment's title, state, due lesson, tempo goal, notes and attachment, as both parties read them. */
export function AssignmentFacts({ assignment: a, titleId }: { assignment: Assignment; titleId: string }) {
  const goal = tempoGoalText(a.tempo_goal, a.tala);
  return (
    <>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h4 id={titleId} className="mr-auto min-w-0 break-words text-lg font-semibold text-plum-900">
          {a.title}
        </h4>
        {a.due_next ? (
          <span className="rounded-full bg-plum-100 px-3 py-1 text-xs font-semibold text-plum-900">
            Due next lesson
          </span>
        ) : null}
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATE_CLASS[a.state]}`}>
          <span className="sr-only">State: </span>
          {STATE_LABELS[a.state]}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        {a.due ? (
          <>
            <dt className="font-semibold">Due by</dt>
            <dd className="min-w-0 break-words">{a.due.when_label}</dd>
          </>
        ) : null}
        {goal ? (
          <>
            <dt className="font-semibold">Tempo goal</dt>
            <dd>{goal}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Practised</dt>
        <dd>{a.minutes_practised} min</dd>
      </dl>
      {a.notes ? <p className="mt-2 whitespace-pre-line break-words text-slate-800">{a.notes}</p> : null}
      {a.attachment ? (
        <p className="mt-2 text-sm">
          <a
            className="font-semibold break-all text-plum-800 underline hover:text-plum-600"
            href={a.attachment.url}
            target="_blank"
            rel="noreferrer"
          >
            Attachment: {a.attachment.file_name}
          </a>
        </p>
      ) : null}
    </>
  );
}
