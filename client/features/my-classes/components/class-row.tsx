import type { ReactNode } from 'react';
import { CLASS_STATUS_LABELS } from '../../../../common/schemas/admin-classes.ts';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';

/** One class: the other party's photo, its name, when, with whom, its status and an action. */
export function ClassRow({
  cls,
  withLabel,
  children,
}: {
  cls: MyClass;
  withLabel: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <PersonPhoto name={cls.with_name} url={cls.with_avatar_url} size={40} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-plum-900">{cls.batch_name}</p>
        <p className="text-sm text-slate-600">
          {cls.class_date} at {cls.class_time} · {cls.duration_minutes} min · {withLabel} {cls.with_name}
        </p>
      </div>
      {cls.status !== 'scheduled' ? (
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          {CLASS_STATUS_LABELS[cls.status]}
        </span>
      ) : null}
      {children}
    </li>
  );
}
