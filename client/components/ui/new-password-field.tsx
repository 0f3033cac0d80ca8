import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULE } from '../../../common/schemas/password-rules.ts';
import { FormField, inputClass } from './form-field.tsx';

type Props = { label: string; error?: string; registration: UseFormRegisterReturn };

/**
 * A new password (the person's own, or one an admin sets): the rule is shown above the field
 * before anything is typed, and read out with it.
 */
export function NewPasswordField({ label, error, registration }: Props) {
  const ruleId = useId();
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <>
          <p id={ruleId} className="text-sm text-slate-600">
            {PASSWORD_RULE}
          </p>
          <input
            {...ids}
            aria-describedby={[ruleId, ids['aria-describedby']].filter(Boolean).join(' ')}
            {...registration}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </>
      )}
    </FormField>
  );
}
