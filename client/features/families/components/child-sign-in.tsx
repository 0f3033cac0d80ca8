import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Child, type ChildSignInInput, childSignInSchema } from '../../../../common/schemas/families.ts';
import { PASSWORD_RULE } from '../../../../common/schemas/password-rules.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetChildSignIn } from '../api/set-child-sign-in.ts';

/**
 * A young child's sign-in without an e-mail of their own (issue 45): the guardian chooses the
 * username and password; the child's mail then comes to the guardians only.
 */
export function ChildSignIn({ child }: { child: Child }) {
  const save = useSetChildSignIn(child.id);
  const form = useForm<ChildSignInInput>({
    resolver: zodResolver(childSignInSchema),
    defaultValues: { username: child.username ?? '', password: '' },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success((await save.mutateAsync(input)).message);
      form.reset({ username: input.username.toLowerCase(), password: '' });
    } catch {
      // Shown above the fields from the mutation's error.
    }
  });
  return (
    <section aria-labelledby="child-sign-in-heading" className="mt-10">
      <h2 id="child-sign-in-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child.firstName}'s sign-in
      </h2>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`${child.firstName}'s sign-in`}
        className="grid max-w-2xl gap-4 rounded-xl border border-plum-100 bg-plum-50/40 p-4 sm:grid-cols-2"
      >
        <p className="text-sm text-slate-700 sm:col-span-2">
          {child.username
            ? `${child.firstName} signs in with the username ${child.username}. Choose a new password here if it is forgotten.`
            : `${child.firstName} can sign in with a username and password you choose, without an email address of their own. Their emails then come to you.`}
        </p>
        {save.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            {errorText(save.error)}
          </p>
        ) : null}
        <InputField label="Username" {...field('username')} autoComplete="off" autoCapitalize="none" />
        <InputField label="Password" {...field('password')} type="password" autoComplete="new-password" />
        <p className="text-sm text-slate-600 sm:col-span-2">{PASSWORD_RULE}</p>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save sign-in'}
          </button>
        </div>
      </form>
    </section>
  );
}
