import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type AdminFaq, type FaqInput, faqSchema } from '../../../../common/schemas/admin-content.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { InputField } from '../../../components/admin/input-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
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
  const form = useForm<FaqInput>({
    resolver: zodResolver(faqSchema),
    values: { type: faq?.type ?? defaultType, title: faq?.title ?? '', content: faq?.content ?? '' },
  });
  const field = fieldProps(form);

  return (
    <FormDialog
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      save={save}
      onSave={(input) => save.mutateAsync({ id: faq?.id, input })}
      saved={faq ? 'FAQ updated' : 'FAQ added'}
    >
      <SelectField label="Category" {...field('type')}>
        {FAQ_CATEGORIES.map((c) => (
          <option key={c.type} value={c.type}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <InputField label="Question" {...field('title')} autoComplete="off" />
      <TextAreaField
        label="Answer"
        hint="Simple HTML (bold, links, lists) is shown formatted on the FAQ page."
        {...field('content')}
        rows={6}
      />
    </FormDialog>
  );
}
