import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type AdminFaq, type FaqInput, faqSchema } from '../../../../common/schemas/admin-content.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
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
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset();
        onOpenChange(next);
      }}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {save.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorText(save.error)}
          </p>
        ) : null}
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
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline text-plum-800" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
