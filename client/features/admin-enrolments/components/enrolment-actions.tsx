import { useId, useState } from 'react';
import type { AdminEnrolment } from '../../../../common/schemas/enrolments.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndEnrolment, useExtendEnrolment } from '../api/admin-enrolments-api.ts';

const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-plum-900';

/** Extend (a later last day and why) and End (optionally cancelling the lessons booked on it). */
export function EnrolmentActions({ enrolment }: { enrolment: AdminEnrolment }) {
  const extend = useExtendEnrolment();
  const end = useEndEnrolment();
  const [validUntil, setValidUntil] = useState(enrolment.validUntil);
  const [reason, setReason] = useState('');
  const [endReason, setEndReason] = useState('');
  const [cancelBooked, setCancelBooked] = useState(false);
  const cancelId = useId();

  const onExtend = async () => {
    end.reset();
    try {
      await extend.mutateAsync({ id: enrolment.id, input: { validUntil, reason } });
      toast.success('Enrolment extended');
      setReason('');
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  const onEnd = async () => {
    extend.reset();
    try {
      await end.mutateAsync({ id: enrolment.id, input: { cancelBooked, reason: endReason || undefined } });
      toast.success('Enrolment ended');
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  const failure = extend.error ?? end.error;

  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(failure)}
        </p>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold text-plum-900">Extend</legend>
        <label className={labelClass}>
          New last day
          <input
            type="date"
            className={inputClass}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
          />
        </label>
        <label className={labelClass}>
          Reason
          <input
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoComplete="off"
          />
        </label>
        <div className="sm:col-span-2">
          <button
            type="button"
            className="btn-outline text-plum-800"
            onClick={onExtend}
            disabled={extend.isPending}
          >
            {extend.isPending ? 'Extending...' : 'Extend'}
          </button>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-plum-900">End early</legend>
        <p className="text-sm text-slate-600">
          {enrolment.booked === 0
            ? 'No lessons are booked on it.'
            : `${enrolment.booked} ${enrolment.booked === 1 ? 'lesson is' : 'lessons are'} booked on it.`}
        </p>
        <label className={labelClass}>
          Reason (optional)
          <input
            className={inputClass}
            value={endReason}
            onChange={(e) => setEndReason(e.target.value)}
            autoComplete="off"
          />
        </label>
        {enrolment.booked > 0 ? (
          <label htmlFor={cancelId} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              id={cancelId}
              type="checkbox"
              className="size-4 accent-plum-700"
              checked={cancelBooked}
              onChange={(e) => setCancelBooked(e.target.checked)}
            />
            Cancel the booked lessons for the school
          </label>
        ) : null}
        <div>
          <button type="button" className="btn-outline text-red-700" onClick={onEnd} disabled={end.isPending}>
            {end.isPending ? 'Ending...' : 'End enrolment'}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
