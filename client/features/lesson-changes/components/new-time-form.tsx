import { type ComponentProps, useState } from 'react';
import { DialogFooter } from './dialog-footer.tsx';
import { FreeTimeChoices } from './free-time-choices.tsx';
import { PolicyPanel } from './policy-panel.tsx';

type Props = {
  classId: number;
  /** How the free times are chosen: checkboxes or radios, how many, under which legend. */
  choices: Pick<ComponentProps<typeof FreeTimeChoices>, 'mode' | 'max' | 'legend'>;
  /** The confirming button's label, and what it says while the call is under way. */
  button: Pick<ComponentProps<typeof DialogFooter>, 'confirm' | 'busy'>;
  /** The call the confirming button makes. */
  call: { isPending: boolean; error: unknown };
  onConfirm(chosen: string[]): void;
};

/** Choosing new times for a lesson among those both are free, when the school's rules allow a reschedule. */
export function NewTimeForm({ classId, choices, button, call, onConfirm }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <PolicyPanel classId={classId} action="reschedule">
      {(_, blockedBy) => (
        <>
          {blockedBy ? null : (
            <FreeTimeChoices classId={classId} {...choices} chosen={chosen} onChange={setChosen} />
          )}
          <DialogFooter
            {...button}
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
