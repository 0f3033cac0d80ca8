import type { ConsentKind, ConsentSubject } from '../../../../common/schemas/consents.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useConsents } from '../api/consents.ts';
import { useGiveConsent } from '../api/give-consent.ts';
import { ConsentChoice } from './consent-choice.tsx';

/** Why the reader sees a student's consents but cannot change them. */
const whoDecides = (s: ConsentSubject) =>
  s.is_child
    ? 'Your parent or guardian gives these consents for you.'
    : `${s.student_name} is an adult and gives their own consents.`;

/**
 * The family's consents (issue 45): a guardian's for each child, an adult student's own; a child
 * reads theirs. Each choice is kept with who made it and when.
 */
export function ConsentsPanel() {
  const consents = useConsents();
  const give = useGiveConsent();
  const choose = (student: ConsentSubject, kind: ConsentKind, granted: boolean) =>
    give.mutate(
      { student_id: student.student_id, kind, granted },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (err) => toast.error(errorText(err, 'The consent could not be saved')),
      },
    );
  const students = consents.data?.Students ?? [];
  // The choice being saved (and the lists read again after it) shows as made meanwhile.
  const sending = give.isPending ? give.variables : undefined;
  return (
    <section
      aria-labelledby="consents-heading"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-plum-100 sm:p-8"
    >
      <h2 id="consents-heading" className="font-serif text-2xl font-semibold text-plum-900">
        Consents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What the school may do with lessons, practice takes and photos. For a child, nothing is done until
        their parent or guardian allows it; every choice is kept with who made it and when.
      </p>
      {consents.isPending ? (
        <p className="mt-5 text-slate-600">Loading the consents...</p>
      ) : consents.isError ? (
        <p role="alert" className="mt-5 text-red-700">
          {errorText(consents.error, 'The consents could not be loaded')}
        </p>
      ) : students.length === 0 ? (
        <p className="mt-5 text-slate-600">No children are linked to your account yet.</p>
      ) : (
        <div className="mt-5 flex flex-col gap-8">
          {students.map((s) => (
            <section
              key={s.student_id}
              aria-label={`Consents for ${s.student_name}`}
              className="flex flex-col gap-3"
            >
              <h3 className="font-serif text-xl font-semibold text-plum-900">{s.student_name}</h3>
              {s.can_change ? null : <p className="text-sm text-slate-700">{whoDecides(s)}</p>}
              {s.items.map((item) => (
                <ConsentChoice
                  key={item.kind}
                  item={item}
                  sending={
                    sending?.student_id === s.student_id && sending.kind === item.kind
                      ? sending.granted
                      : undefined
                  }
                  canChange={s.can_change}
                  busy={give.isPending}
                  onChoose={(granted) => choose(s, item.kind, granted)}
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
