import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useClassChanges } from '../api/class-changes-api.ts';

type Props = { cls: AdminClass | null; open: boolean; onOpenChange(open: boolean): void };

/** A lesson's change log, oldest first: when, who, what, and the rule that allowed or decided it. */
export function ClassChangesDialog({ cls, open, onOpenChange }: Props) {
  const changes = useClassChanges(open && cls ? cls.id : null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Changes"
      description={cls ? `${cls.batchName}, ${cls.whenLabel}` : undefined}
    >
      {changes.isPending ? (
        <p>Loading changes...</p>
      ) : changes.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(changes.error, 'Failed to load changes')}
        </p>
      ) : changes.data.length === 0 ? (
        <p className="text-slate-600">No changes yet</p>
      ) : (
        <ol className="divide-y divide-plum-100 rounded-xl border border-plum-100">
          {changes.data.map((change) => (
            <li key={change.id} className="px-4 py-3">
              <p className="text-sm text-slate-600">
                {change.at_label} · {change.actor_name}
              </p>
              <p className="text-slate-900">{change.summary}</p>
              {change.rule ? <p className="text-sm text-slate-600">Rule: {change.rule}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
