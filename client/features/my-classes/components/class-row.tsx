import type { ReactNode } from 'react';
import { CLASS_STATUS_LABELS } from '../../../../common/schemas/admin-classes.ts';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { classFacts } from './class-facts.ts';

/** A group lesson's students: named for its teacher, counted for a student (the others). */
export function groupLine(group: NonNullable<MyClass['group']>) {
  if (group.student_names.length > 0)
    return `Group lesson: ${group.student_count} students (${group.student_names.join(', ')})`;
  const others = group.student_count - 1;
  return others > 0
    ? `Group lesson with ${others} other ${others === 1 ? 'student' : 'students'}`
    : 'Group lesson';
}

/** One class: the other party's photo, its name, when (on the viewer's clock), with whom, its status and actions. */
export function ClassRow({
  cls,
  withLabel,
  children,
  actions,
  below,
}: {
  cls: MyClass;
  withLabel: string;
  children?: ReactNode;
  /** What the viewer may do with this lesson (reschedule, cancel, ...). */
  actions?: ReactNode;
  /** What belongs to the lesson, on a line of its own under it. */
  below?: ReactNode;
}) {
  const facts = classFacts(cls);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <PersonPhoto name={cls.with_name} url={cls.with_avatar_url} size={40} className="size-10" />
      {/* At least 16rem for the words: the actions wrap below rather than squeeze them. */}
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-semibold text-plum-900">{cls.batch_name}</p>
        <p className="text-sm text-slate-600">
          {cls.when_label} · {cls.duration_minutes} min · {withLabel} {cls.with_name}
        </p>
        {cls.group ? <p className="text-sm text-slate-700">{groupLine(cls.group)}</p> : null}
        {facts.length > 0 ? (
          <ul className="mt-1 text-sm text-slate-700">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {cls.status !== 'scheduled' ? (
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          {CLASS_STATUS_LABELS[cls.status]}
        </span>
      ) : null}
      {children}
      {actions}
      {below ? <div className="basis-full empty:hidden">{below}</div> : null}
    </li>
  );
}
