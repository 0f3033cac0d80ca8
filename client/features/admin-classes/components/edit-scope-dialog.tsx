import type { EDIT_SCOPES } from '../../../../common/schemas/calendar.ts';
import { Modal } from '../../../components/ui/modal.tsx';

type Scope = (typeof EDIT_SCOPES)[number];

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(scope: Scope): void;
};

/** Asked before editing a lesson of a series: what the edit is to change. */
export function EditScopeDialog({ open, onOpenChange, onChoose }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit a lesson of a series"
      description="Change only this lesson, or this and the later lessons of its series?"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline text-plum-800" onClick={() => onChoose('this')}>
          This lesson
        </button>
        <button type="button" className="btn-primary" onClick={() => onChoose('later')}>
          This and later lessons
        </button>
      </div>
    </Modal>
  );
}
