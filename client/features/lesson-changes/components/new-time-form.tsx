import { useState } from 'react';
import { DialogFooter } from './dialog-footer.tsx';
import { FreeTimeChoices } from './free-time-choices.tsx';
import { PolicyPanel } from './policy-panel.tsx';

type Props = {
  classId: number;
  mode: 'checkbox' | 'radio';
  max: number;
  legend: string;
  /** The confirming button's label, and what it says while the call is under way. */
  confirm: string;
  busy: string;
  /** The call the confirming button makes. */
  call: { isPending: boolean; error: unknown };
  onConfirm(chosen: string[]): void;
};

/** Choosing new times for a lesson among those both are free, when the school's rules allow a reschedule. */
export function NewTimeForm({ classId, mode, max, legend, confirm, busy, call, onConfirm }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <PolicyPanel classId={classId} action="reschedule">
      {(_, blockedBy) => (
        <>
          {blockedBy ? null : (
            <FreeTimeChoices
              classId={classId}
              mode={mode}
              max={max}
              legend={legend}
              chosen={chosen}
              onChange={setChosen}
            />
          )}
          <DialogFooter
            confirm={confirm}
            busy={busy}
            pending={call.isPending}
            blockedBy={blockedBy}
            disabled={chosen.length === 0}
            error={call.error}
            onConfirm={() => onConfirm(chosen)}
          />
        </>
      )}
    </PolicyPanel>
  );
}
