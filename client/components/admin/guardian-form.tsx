import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type LinkGuardianInput, linkGuardianSchema } from '../../../common/schemas/families.ts';
import { errorText } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast.ts';
import { fieldProps } from './field-props.ts';
import { InputField } from './input-field.tsx';

type Props = {
  /** The form's accessible name. */
  label: string;
  /** Above the fields: a heading or a sentence saying what happens. */
  intro: ReactNode;
  emailHint?: string;
  submitLabel: string;
  pendingLabel: string;
  className?: string;
  /** Links or invites the guardian; its answer's message is toasted, its error shown above the fields. */
  send(input: LinkGuardianInput): Promise<{ message: string }>;
  error: unknown;
};

/** A guardian's name and e-mail, for an admin linking one and a guardian inviting a second. */
export function GuardianForm({
  label,
  intro,
  emailHint,
  submitLabel,
  pendingLabel,
  className,
  send,
  error,
}: Props) {
  const form = useForm<LinkGuardianInput>({
    resolver: zodResolver(linkGuardianSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success((await send(input)).message);
      form.reset();
    } catch {
      // Shown above the fields from the mutation's error.
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className={`grid gap-4 sm:grid-cols-2 ${className ?? ''}`}
    >
      {intro}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(error)}
        </p>
      ) : null}
      <InputField label="First name" {...field('firstName')} autoComplete="off" />
      <InputField label="Last name" {...field('lastName')} autoComplete="off" />
      <div className="sm:col-span-2">
        <InputField label="Email" hint={emailHint} {...field('email')} type="email" autoComplete="off" />
      </div>
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
