import { Modal } from '../../../components/ui/modal.tsx';
import { PeopleLoader } from './people-loader.tsx';
import { SeriesForm } from './series-form.tsx';

type Props = { open: boolean; onOpenChange(open: boolean): void; today: string };

export function SeriesFormDialog({ open, onOpenChange, today }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="New weekly series">
      <PeopleLoader open={open}>
        {(teachers, students) => (
          <SeriesForm
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
