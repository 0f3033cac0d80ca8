import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { ApplicationDetail } from '../../../../common/schemas/admin-submissions.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptApplication } from '../api/accept-api.ts';
import { AcceptChoiceFields } from './accept-choice-fields.tsx';
import {
  type AcceptBody,
  type AcceptFormValues,
  acceptFormSchema,
  blankChoice,
  choicesFrom,
  deviceToday,
  MAX_CHOICES,
  mondayFrom,
} from './accept-form-schema.ts';

type Props = {
  application: ApplicationDetail;
  teachers: AdminUser[];
  /** After the server accepted: its message was shown. */
  onAccepted(): void;
  onCancel(): void;
};

/**
 * The enrolments an application becomes, a block per course; 'Accept and enrol' sends them all
 * at once. A refusal (a clash, no price, a teacher's e-mail) is shown above the buttons in the
 * server's words, and what was typed stays.
 */
export function AcceptForm({ application, teachers, onAccepted, onCancel }: Props) {
  const accept = useAcceptApplication();
  const start = mondayFrom(deviceToday());
  const form = useForm<AcceptFormValues, unknown, AcceptBody>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { choices: choicesFrom(application.selectedCourses, start) },
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  // The removed block's button goes with it: the focus moves to the course before (or the new first).
  const remove = (index: number) => {
    choices.remove(index);
    requestAnimationFrame(() => form.setFocus(`choices.${Math.max(0, index - 1)}.course`));
  };
  const listError = form.formState.errors.choices?.root?.message ?? form.formState.errors.choices?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await accept.mutateAsync({
        id: application.id,
        input: values,
      });
      toast.success(answer.message);
      onAccepted();
    } catch {
      // Shown above the buttons from the mutation's error; what was typed stays.
    }
  });
  const busy = form.formState.isSubmitting;
  // The refusal sits under the courses, out of sight on a phone: brought into view as it comes.
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (accept.error) refusal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [accept.error]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {choices.fields.map((choice, index) => (
        <AcceptChoiceFields
          key={choice.id}
          form={form}
          index={index}
          teachers={teachers}
          onRemove={choices.fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      {choices.fields.length < MAX_CHOICES ? (
        <div>
          <button
            type="button"
            className="btn-outline text-plum-800"
            onClick={() =>
              choices.append(blankChoice(start), { focusName: `choices.${choices.fields.length}.course` })
            }
          >
            Add a course
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">At most {MAX_CHOICES} courses at once.</p>
      )}
      {accept.isError ? (
        <p
          ref={refusal}
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800"
        >
          {errorText(accept.error, 'Failed to accept the application')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline text-plum-800" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Enrolling…' : 'Accept and enrol'}
        </button>
      </div>
    </form>
  );
}
