import { type ReactNode, useId } from 'react';
import type { lessonOptionsResponse } from '../../../../common/schemas/calendar.ts';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLessonOptions } from '../api/lesson-options.ts';

export type LessonOptions = ResponseOf<typeof lessonOptionsResponse>['Options'];

type Props = {
  classId: number;
  /** Which of the person's actions the dialog is for. */
  action: 'reschedule' | 'cancel';
  /** The dialog's own part, once the options are in: `blockedBy` names the refusal shown, if any. */
  children(options: LessonOptions, blockedBy: { id: string } | null): ReactNode;
};

/**
 * Loads what the person may do with the lesson now, then shows the school's rules in the policy's
 * words and, when the action is refused, which rule refused it and what is still possible.
 */
export function PolicyPanel({ classId, action, children }: Props) {
  const options = useLessonOptions(classId, true);
  const refusalId = useId();
  if (options.isPending) return <p>Checking what you can do...</p>;
  if (options.isError)
    return (
      <p role="alert" className="text-rose-700">
        {errorText(options.error, 'Could not check what you can do with this lesson. Please try again.')}
      </p>
    );
  const o = options.data.Options;
  const refusal = action === 'reschedule' ? o.reschedule_refusal : o.cancel_refusal;
  return (
    <>
      <ul aria-label="The school's rules" className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {o.policy_words.map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
      {refusal ? (
        <p
          id={refusalId}
          role="status"
          className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {refusal}
        </p>
      ) : null}
      {children(o, refusal ? { id: refusalId } : null)}
    </>
  );
}
