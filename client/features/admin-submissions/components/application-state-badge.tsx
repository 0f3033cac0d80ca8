import type { ApplicationState } from '../../../../common/fees/fee-states.ts';
import { APPLICATION_STATE_LABELS } from '../../../../common/schemas/admin-submissions.ts';

const LOOKS: Record<ApplicationState, string> = {
  new: 'bg-gold-300/60 text-plum-900',
  contacted: 'bg-sky-100 text-sky-900',
  waitlisted: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-slate-200 text-slate-700',
};

/** Where an application stands, in words (the colour only repeats them). */
export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[state]}`}>
      {APPLICATION_STATE_LABELS[state]}
    </span>
  );
}
