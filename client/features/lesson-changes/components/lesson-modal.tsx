import type { ReactNode } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';

/** What the lesson's actions hand each change dialog. */
export type LessonDialogProps = {
  lesson: MyClass;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(message: string): void;
};

type Props = Omit<LessonDialogProps, 'onDone'> & { title: string; children: ReactNode };

/** A change dialog, titled by the change and described by the lesson it changes. */
export function LessonModal({ lesson, open, onOpenChange, title, children }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`${lesson.batch_name}, ${lesson.when_label}`}
    >
      {children}
    </Modal>
  );
}
