import { useId } from 'react';
import { CONSENT_LABELS, type ConsentItem } from '../../../../common/schemas/consents.ts';
import { consentDeletion, consentStanding } from './consent-words.ts';

type Props = {
  item: ConsentItem;
  /** A choice of this consent on its way to the server (allow or not): shown as made until the answer comes. */
  sending?: boolean;
  /** The caller decides this student's consents. */
  canChange: boolean;
  busy: boolean;
  onChoose(granted: boolean): void;
};

/** One consent: what it is, Allow or Do not allow, and where it stands (who chose, when). */
export function ConsentChoice({ item, sending, canChange, busy, onChoose }: Props) {
  const id = useId();
  const { label, description } = CONSENT_LABELS[item.kind];
  // Nothing is ticked while no choice was made for a child: the absence of consent is no answer.
  const chosen = sending ?? (item.status === 'not_given' ? null : item.allowed);
  const deletion = consentDeletion(item);
  return (
    <fieldset className="rounded-xl border border-plum-100 p-4" aria-describedby={`${id}-standing`}>
      <legend className="px-1 font-semibold text-plum-900">{label}</legend>
      <p className="text-sm text-slate-600">{description}</p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {[true, false].map((granted) => (
          <label key={String(granted)} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-choice`}
              className="size-4 accent-plum-700"
              checked={chosen === granted}
              disabled={!canChange || busy}
              onChange={() => onChoose(granted)}
            />
            {granted ? 'Allow' : 'Do not allow'}
          </label>
        ))}
      </div>
      <p id={`${id}-standing`} className="mt-2 text-sm text-slate-700">
        {consentStanding(item)}
      </p>
      {deletion ? <p className="mt-1 text-sm text-rose-800">{deletion}</p> : null}
    </fieldset>
  );
}
