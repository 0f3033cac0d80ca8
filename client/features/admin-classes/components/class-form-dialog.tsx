import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import type { EDIT_SCOPES } from '../../../../common/schemas/calendar.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ClassForm, type MakeUpOf } from './class-form.tsx';
import { PeopleLoader } from './people-loader.tsx';

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
    <Modal open={open} onOpenChange={onOpenChange} title={title(cls, makeUp)}>
      <PeopleLoader open={open}>
        {(teachers, students) => (
          <ClassForm
            cls={cls}
            scope={scope}
            makeUp={makeUp}
            teachers={teachers}
            students={students}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        )}
      </PeopleLoader>
    </Modal>
  );
}
