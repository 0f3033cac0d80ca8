import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminTestimonial,
  type TestimonialInput,
  testimonialSchema,
} from '../../../../common/schemas/admin-content.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveTestimonial } from '../api/testimonials-api.ts';

type Props = { testimonial: AdminTestimonial | null; open: boolean; onOpenChange(open: boolean): void };

/** Adds or edits one testimonial: who said it, what they said, an optional photo or video link. */
export function TestimonialFormDialog({ testimonial, open, onOpenChange }: Props) {
  const save = useSaveTestimonial();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialInput>({
    resolver: zodResolver(testimonialSchema),
    values: {
      name: testimonial?.name ?? '',
      message: testimonial?.message ?? '',
      mediaUrl: testimonial?.mediaUrl ?? '',
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: testimonial?.id, input });
      toast.success(testimonial ? 'Testimonial updated' : 'Testimonial added');
      onOpenChange(false);
    } catch {
      // Shown in the form from the mutation's error.
    }
  });

  return (
    <FormDialog
      title={testimonial ? 'Edit testimonial' : 'Add testimonial'}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitting={isSubmitting}
      error={save.isError ? save.error : null}
      onClose={save.reset}
    >
      <FormField label="Name" error={errors.name?.message}>
        {(ids) => <input {...ids} {...register('name')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(ids) => <textarea {...ids} {...register('message')} rows={5} className={inputClass} />}
      </FormField>
      <FormField label="Photo or video link (optional)" error={errors.mediaUrl?.message}>
        {(ids) => (
          <input
            {...ids}
            {...register('mediaUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={inputClass}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
