import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { NewPasswordField } from '../../../components/ui/new-password-field.tsx';

type Field = { registration: UseFormRegisterReturn; error?: string };

/** A new password, with its rule, and its confirmation. */
export function NewPasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  return (
    <>
      <NewPasswordField label="New password" error={password.error} registration={password.registration} />
      <FormField label="Confirm new password" error={confirm.error}>
        {(ids) => (
          <input
            {...ids}
            {...confirm.registration}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </FormField>
    </>
  );
}
