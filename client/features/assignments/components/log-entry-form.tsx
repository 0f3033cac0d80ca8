import { type FormEvent, useId, useState } from 'react';
import { ASSIGNMENT_LIMITS, type Assignment } from '../../../../common/schemas/assignments.ts';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogOwnPractice } from '../api/log-practice.ts';

/** The student adds practice done away from the app: the day, the minutes and what it was for. */
export function LogEntryForm({ assignments, today }: { assignments: Assignment[]; today: string }) {
  const id = useId();
  const [day, setDay] = useState(today);
  const [minutes, setMinutes] = useState('');
  const [assignmentId, setAssignmentId] = useState('');
  const log = useLogOwnPractice();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    log.mutate(
      { day, minutes: Number(minutes), assignmentId: assignmentId ? Number(assignmentId) : null },
      {
        onSuccess: () => {
          setMinutes('');
          toast.success('Practice added');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-plum-100 bg-plum-50/40 p-4">
      <h4 className="font-semibold text-plum-900">Add practice done away from the app</h4>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-day`} className={labelClass}>
            Day
          </label>
          <input
            id={`${id}-day`}
            type="date"
            className={inputClass}
            value={day}
            max={today}
            required
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-minutes`} className={labelClass}>
            Minutes
          </label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={1}
            max={ASSIGNMENT_LIMITS.entryMinutes}
            className={inputClass}
            value={minutes}
            required
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-assignment`} className={labelClass}>
            Assignment
          </label>
          <select
            id={`${id}-assignment`}
            className={inputClass}
            value={assignmentId}
            onChange={(e) => setAssignmentId(e.target.value)}
          >
            <option value="">Other practice</option>
            {assignments.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {log.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(log.error, 'The practice could not be added')}
        </p>
      ) : null}
      <button type="submit" className="btn-primary mt-3 px-5 py-2" disabled={log.isPending}>
        {log.isPending ? 'Adding...' : 'Add practice'}
      </button>
    </form>
  );
}
