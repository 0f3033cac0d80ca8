import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminTestimonial,
  type TestimonialInput,
  testimonialSchema,
} from '../../../../common/schemas/admin-content.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { InputField } from '../../../components/admin/input-field.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { useSaveTestimonial } from '../api/testimonials-api.ts';

type Props = { testimonial: AdminTestimonial | null; open: boolean; onOpenChange(open: boolean): void };

/** Adds or edits one testimonial: who said it, what they said, an optional photo or video link. */
export function TestimonialFormDialog({ testimonial, open, onOpenChange }: Props) {
  const save = useSaveTestimonial();
  const form = useForm<TestimonialInput>({
    resolver: zodResolver(testimonialSchema),
    values: {
      name: testimonial?.name ?? '',
      message: testimonial?.message ?? '',
      mediaUrl: testimonial?.mediaUrl ?? '',
    },
  });
  const field = fieldProps(form);

  return (
    <FormDialog
      title={testimonial ? 'Edit testimonial' : 'Add testimonial'}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      save={save}
      onSave={(input) => save.mutateAsync({ id: testimonial?.id, input })}
      saved={testimonial ? 'Testimonial updated' : 'Testimonial added'}
    >
      <InputField label="Name" {...field('name')} autoComplete="off" />
      <TextAreaField label="Message" {...field('message')} rows={5} />
      <InputField
        label="Photo or video link (optional)"
        {...field('mediaUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
    </FormDialog>
  );
}
