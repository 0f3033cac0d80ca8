import { GroupClassForm } from './group-class-form.tsx';
import { SchedulingDialog } from './scheduling-dialog.tsx';
import { SeriesForm } from './series-form.tsx';

type Props = { open: boolean; onOpenChange(open: boolean): void; today: string };

export function SeriesFormDialog({ open, onOpenChange, today }: Props) {
  return (
    <SchedulingDialog open={open} onOpenChange={onOpenChange} title="New weekly series">
      {(people, done) => <SeriesForm {...people} today={today} onDone={done} />}
    </SchedulingDialog>
  );
}

export function GroupClassFormDialog({ open, onOpenChange, today }: Props) {
  return (
    <SchedulingDialog open={open} onOpenChange={onOpenChange} title="New group class">
      {(people, done) => <GroupClassForm {...people} today={today} onDone={done} />}
    </SchedulingDialog>
  );
}
