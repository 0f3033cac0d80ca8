import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULE } from '../../../../common/schemas/password-rules.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

type Props = { label: string; error?: string; registration: UseFormRegisterReturn };

/** A password an admin sets for someone: the rule above the field before anything is typed. */
export function PasswordRuleField({ label, error, registration }: Props) {
  const ruleId = useId();
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <>
          <p id={ruleId} className="text-xs text-slate-500">
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
