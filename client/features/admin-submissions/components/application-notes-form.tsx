import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ApplicationDetail,
  type ApplicationNotesInput,
  applicationNotesSchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveApplicationNotes } from '../api/applications-api.ts';

/** The admin's notes on the application (line breaks kept), saved with Save notes. */
export function ApplicationNotesForm({ application }: { application: ApplicationDetail }) {
  const save = useSaveApplicationNotes();
  const form = useForm<ApplicationNotesInput>({
    resolver: zodResolver(applicationNotesSchema),
    defaultValues: { notes: application.notes },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: application.id, ...values });
      form.reset({ notes: saved.Application.notes });
    } catch {
      return; // Shown above the field from the mutation's error.
    }
    toast.success('Notes saved');
  });
  const submitting = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(save.error, 'Failed to save the notes')}
        </p>
      ) : null}
      <TextAreaField label="Notes" hint="Only admins see these." rows={4} {...field('notes')} />
      <div className="flex justify-end">
        <button
          type="submit"
          className="btn-outline text-plum-800"
          disabled={submitting || !form.formState.isDirty}
        >
          {submitting ? 'Saving...' : 'Save notes'}
        </button>
      </div>
    </form>
  );
}
