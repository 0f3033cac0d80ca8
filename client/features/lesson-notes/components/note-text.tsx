import type { LessonNote } from '../../../../common/schemas/lesson-notes.ts';

/** The shared part of a note as it reads: what was covered, what to practise (each only when written). */
export function NoteText({ note }: { note: LessonNote }) {
  return (
    <dl className="grid gap-2 text-sm">
      {note.covered ? (
        <div>
          <dt className="font-semibold text-plum-900">What was covered</dt>
          <dd className="whitespace-pre-line text-slate-700">{note.covered}</dd>
        </div>
      ) : null}
      {note.to_practise ? (
        <div>
          <dt className="font-semibold text-plum-900">What to practise</dt>
          <dd className="whitespace-pre-line text-slate-700">{note.to_practise}</dd>
        </div>
      ) : null}
      {note.private_remark ? (
        <div>
          <dt className="font-semibold text-plum-900">Private remark (teachers and the school only)</dt>
          <dd className="whitespace-pre-line text-slate-700">{note.private_remark}</dd>
        </div>
      ) : null}
    </dl>
  );
}
