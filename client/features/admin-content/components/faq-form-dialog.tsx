import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type AdminFaq, type FaqInput, faqSchema } from '../../../../common/schemas/admin-content.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveFaq } from '../api/faqs-api.ts';

type Props = {
  /** The FAQ to edit, or null to add one to `defaultType`. */
  faq: AdminFaq | null;
  defaultType: FaqType;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** Adds or edits one FAQ: its category, question and answer. */
export function FaqFormDialog({ faq, defaultType, open, onOpenChange }: Props) {
  const save = useSaveFaq();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput>({
    resolver: zodResolver(faqSchema),
    values: { type: faq?.type ?? defaultType, title: faq?.title ?? '', content: faq?.content ?? '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: faq?.id, input });
      toast.success(faq ? 'FAQ updated' : 'FAQ added');
      onOpenChange(false);
    } catch {
      // Shown in the form from the mutation's error.
    }
  });

  return (
    <FormDialog
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitting={isSubmitting}
      error={save.isError ? save.error : null}
      onClose={save.reset}
    >
      <FormField label="Category" error={errors.type?.message}>
        {(ids) => (
          <select {...ids} {...register('type')} className={inputClass}>
            {FAQ_CATEGORIES.map((c) => (
              <option key={c.type} value={c.type}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Question" error={errors.title?.message}>
        {(ids) => <input {...ids} {...register('title')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField
        label="Answer"
        hint="Simple HTML (bold, links, lists) is shown formatted on the FAQ page."
        error={errors.content?.message}
      >
        {(ids) => <textarea {...ids} {...register('content')} rows={6} className={inputClass} />}
      </FormField>
    </FormDialog>
  );
}
