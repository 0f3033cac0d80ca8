import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AdmissionInput } from '../../../../common/schemas/admission.ts';
import { inputClass } from '../../../components/ui/form-styles.ts';
import { LabelledControl } from '../../../components/ui/labelled-control.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';

type Props = {
  register: UseFormRegister<AdmissionInput>;
  errors: FieldErrors<AdmissionInput>;
  id: (name: string) => string;
};

/** A minor's parent or guardian: shown while the date of birth makes the applicant under 18. */
export function GuardianFields({ register, errors, id }: Props) {
  const name = register('guardianName');
  const email = register('guardianEmail');
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-slate-900">Parent or Guardian</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">
        The applicant is under 18, so a parent or guardian applies with them. We will invite them to follow
        the lessons and invoices.
      </p>
      <LabelledControl
        id={id('guardianName')}
        label="Parent or Guardian's Name"
        error={errors.guardianName?.message}
        className="sm:col-span-2"
      >
        {(a11y) => <input {...a11y} {...name} autoComplete="off" className={inputClass} />}
      </LabelledControl>
      <LabelledControl
        id={id('guardianEmail')}
        label="Parent or Guardian's Email"
        error={errors.guardianEmail?.message}
      >
        {(a11y) => <input {...a11y} {...email} type="email" autoComplete="off" className={inputClass} />}
      </LabelledControl>
      <PhoneField
        id={id('guardianPhone')}
        label="Parent or Guardian's Phone Number"
        registration={register('guardianPhone')}
        error={errors.guardianPhone?.message}
        autoComplete="off"
      />
    </fieldset>
  );
}
