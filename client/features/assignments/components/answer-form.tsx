import { type FormEvent, useId, useState } from 'react';
import type { Take } from '../../../../common/schemas/assignments.ts';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerTake } from '../api/answer-take.ts';

/** The teacher answers a take: words for the student, and the assignment 'Done' or to play 'Again'. */
export function AnswerForm({ take }: { take: Take }) {
  const id = useId();
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<'done' | 'again' | ''>('');
  const answer = useAnswerTake();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!verdict) return;
    answer.mutate(
      { takeId: take.id, text, verdict },
      {
        onSuccess: () => {
          setText('');
          toast.success('Answer sent: the student is told by mail');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2" aria-label="Answer the take">
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          Answer
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          className={inputClass}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Mark the assignment</legend>
        <div className="flex gap-4">
          {(['done', 'again'] as const).map((v) => (
            <label key={v} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${id}-verdict`}
                value={v}
                required
                checked={verdict === v}
                onChange={() => setVerdict(v)}
                className="size-4 accent-plum-700"
              />
              {v === 'done' ? 'Done' : 'Again'}
            </label>
          ))}
        </div>
      </fieldset>
      {answer.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(answer.error, 'The answer could not be sent')}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary px-5 py-2" disabled={answer.isPending}>
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </button>
      </div>
    </form>
  );
}
