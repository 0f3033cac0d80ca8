import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { repliesTo } from '../../../../common/application-replies.ts';
import {
  APPLICATION_STATE_LABELS,
  type ApplicationDetail,
  applicationStateFormSchema,
  type ApplicationStateForm as FormValues,
  SETTABLE_APPLICATION_STATES,
} from '../../../../common/schemas/admin-submissions.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeApplicationState } from '../api/applications-api.ts';

/** What the admin is told once the state changed. */
const changed = (state: FormValues['state']) =>
  `Application marked ${APPLICATION_STATE_LABELS[state].toLowerCase()}${repliesTo(state) ? ' and the applicant mailed' : ''}`;

// No state chosen yet: the select shows "Choose a state", which the schema refuses.
const BLANK = { state: '', note: '' } as unknown as FormValues;

/**
 * Moves the application to another state with an optional note for its history. Accepted is not
 * offered: Accept sets it.
 */
export function ApplicationStateForm({ application }: { application: ApplicationDetail }) {
  const save = useChangeApplicationState();
  const form = useForm<FormValues>({
    resolver: zodResolver(applicationStateFormSchema),
    defaultValues: BLANK,
  });
  const field = fieldProps(form);
  const chosen = form.watch('state');
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: application.id, from: application.state, ...values });
    } catch {
      return; // Shown above the fields from the mutation's error.
    }
    toast.success(changed(values.state));
    form.reset(BLANK);
  });
  const submitting = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(save.error, 'Failed to update the application')}
        </p>
      ) : null}
      <SelectField
        label="Change to"
        hint={
          chosen && repliesTo(chosen)
            ? `The applicant is mailed the school's ${APPLICATION_STATE_LABELS[chosen].toLowerCase()} message.`
            : undefined
        }
        {...field('state')}
      >
        <option value="">Choose a state</option>
        {SETTABLE_APPLICATION_STATES.map((state) => (
          <option key={state} value={state} disabled={state === application.state}>
            {APPLICATION_STATE_LABELS[state]}
            {state === application.state ? ' (now)' : ''}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note for the history (optional)" rows={2} {...field('note')} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? 'Changing...' : 'Change state'}
        </button>
      </div>
    </form>
  );
}
