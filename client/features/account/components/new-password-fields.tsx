import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULE } from '../../../../common/schemas/password-rules.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

type Field = { registration: UseFormRegisterReturn; error?: string };

/**
 * A new password and its confirmation. The rule is shown above the first before anything is
 * typed, and read out with the field.
 */
export function NewPasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  const ruleId = useId();
  const describedBy = (ids: { 'aria-describedby'?: string }) =>
    [ruleId, ids['aria-describedby']].filter(Boolean).join(' ');
  return (
    <>
      <FormField label="New password" error={password.error}>
        {(ids) => (
          <>
            <p id={ruleId} className="text-sm text-slate-600">
              {PASSWORD_RULE}
            </p>
            <input
              {...ids}
              aria-describedby={describedBy(ids)}
              {...password.registration}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          </>
        )}
      </FormField>
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
