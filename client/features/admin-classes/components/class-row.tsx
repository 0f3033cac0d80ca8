import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { type LessonTone, lessonMarks, lessonState } from './lesson-state.ts';

const TONES: Record<LessonTone, string> = {
  scheduled: 'bg-plum-50 text-plum-800',
  live: 'bg-green-50 text-green-800',
  done: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-red-50 text-red-800',
};

export type ClassActions = {
  onEdit(c: AdminClass): void;
  onCancel(c: AdminClass): void;
  onEndSeries(c: AdminClass): void;
  onChanges(c: AdminClass): void;
};

/** One lesson: when (on the admin's clock), who, its state and marks, and what can be done with it. */
export function ClassRow({ cls: c, actions }: { cls: AdminClass; actions: ClassActions }) {
  const state = lessonState(c);
  const open = c.status === 'scheduled' || c.status === 'in_progress';
  return (
    <ListRow>
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-semibold text-plum-900">
          {c.batchName}
          {c.hasPassword ? (
            <span className="ml-2 text-xs font-normal text-slate-500">(join password)</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {c.whenLabel}, {c.durationMinutes} min · {c.teacher.firstName} {c.teacher.lastName} with{' '}
          {c.student.firstName} {c.student.lastName}
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${TONES[state.tone]}`}>
            {state.text}
          </span>
          {lessonMarks(c).map((mark) => (
            <span
              key={mark}
              className="rounded-full border border-plum-200 px-3 py-1 text-xs font-semibold text-plum-800"
            >
              {mark}
            </span>
          ))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {open ? (
          <>
            <RowButton label={`Edit ${c.batchName}, ${c.whenLabel}`} onClick={() => actions.onEdit(c)}>
              Edit
            </RowButton>
            <RowButton
              label={`Cancel ${c.batchName}, ${c.whenLabel}`}
              onClick={() => actions.onCancel(c)}
              danger
            >
              Cancel
            </RowButton>
            {c.seriesId !== null ? (
              <RowButton label={`End series of ${c.batchName}`} onClick={() => actions.onEndSeries(c)} danger>
                End series
              </RowButton>
            ) : null}
          </>
        ) : null}
        <RowButton label={`Changes of ${c.batchName}, ${c.whenLabel}`} onClick={() => actions.onChanges(c)}>
          Changes
        </RowButton>
      </div>
    </ListRow>
  );
}
