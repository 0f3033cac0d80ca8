import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import type { EDIT_SCOPES } from '../../../../common/schemas/calendar.ts';
import { ClassForm, type MakeUpOf } from './class-form.tsx';
import { SchedulingDialog } from './scheduling-dialog.tsx';

type Props = {
  cls: AdminClass | null;
  scope?: (typeof EDIT_SCOPES)[number];
  makeUp?: MakeUpOf | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  today: string;
};

const title = (cls: AdminClass | null, makeUp: MakeUpOf | null | undefined) =>
  cls ? 'Edit class' : makeUp ? 'Book make-up' : 'Schedule a class';

export function ClassFormDialog({ cls, scope, makeUp, open, onOpenChange, today }: Props) {
  return (
    <SchedulingDialog open={open} onOpenChange={onOpenChange} title={title(cls, makeUp)}>
      {(people, done) => (
        <ClassForm cls={cls} scope={scope} makeUp={makeUp} {...people} today={today} onDone={done} />
      )}
    </SchedulingDialog>
  );
}
