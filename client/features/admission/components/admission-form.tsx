import { useEffect, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { API } from '../../../../common/api.ts';
import { asksForGuardian } from '../../../../common/family-ages.ts';
import { DOB_MIN, localToday } from '../../../../common/schemas/admission-rules.ts';
import { schoolDate } from '../../../../common/school-time.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { LabelledControl } from '../../../components/ui/labelled-control.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { PublicForm } from '../../../components/ui/public-form.tsx';
import { school } from '../../../lib/school.ts';
import { useAdmissionForm } from '../hooks/use-admission-form.ts';
import { CoursePicker } from './course-picker.tsx';
import { GuardianFields } from './guardian-fields.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

const TEXT_FIELDS = [
  ['address', 'Address', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['country', 'Country', 'country-name'],
  ['nationality', 'Nationality', 'off'],
  ['occupation', 'Occupation', 'organization-title'],
  ['education', 'Educational Qualification', 'off'],
] as const;

/** The admission application form. */
export function AdmissionForm() {
  const admission = useAdmissionForm();
  const {
    register,
    control,
    formState: { errors },
  } = admission.form;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  // The picker's upper limit is the visitor's today, known only in the browser.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(localToday()), []);
  // Registered in the order shown, so a failed submit focuses the first field in error.
  const fullName = register('fullName');
  const email = register('email');
  const contact = register('contactNumber');
  const gender = register('gender');
  const dob = register('dob');
  const age = register('age');
  // A minor on the school's date (as the server decides it) applies with a parent or guardian.
  const minor = asksForGuardian(useWatch({ control, name: 'dob' }), schoolDate(school.timeZone));

  return (
    <PublicForm
      state={admission}
      action={API.admissionForm}
      label="Admission application"
      className="relative grid gap-5"
      footer={
        <>
          {admission.submitting ? <UploadProgress fraction={admission.progress} /> : null}
          <button type="submit" className="btn-primary justify-self-start" disabled={admission.submitting}>
            {admission.submitting ? 'SUBMITTING...' : 'SUBMIT APPLICATION'}
          </button>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl id={id('fullName')} label="Full Name" error={errors.fullName?.message}>
          {(a11y) => <input {...a11y} {...fullName} autoComplete="name" className={inputClass} />}
        </LabelledControl>
        <LabelledControl id={id('email')} label="Email" error={errors.email?.message}>
          {(a11y) => <input {...a11y} {...email} type="email" autoComplete="email" className={inputClass} />}
        </LabelledControl>
        <PhoneField
          id={id('contactNumber')}
          label="Contact Number"
          error={errors.contactNumber?.message}
          registration={contact}
          autoComplete="tel"
        />
        <LabelledControl id={id('gender')} label="Gender" error={errors.gender?.message}>
          {(a11y) => (
            <select {...a11y} {...gender} className={inputClass}>
              <option value="">Select your gender</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </select>
          )}
        </LabelledControl>
        <LabelledControl id={id('dob')} label="Date of Birth" error={errors.dob?.message}>
          {(a11y) => (
            <input {...a11y} {...dob} type="date" min={DOB_MIN} max={today} className={inputClass} />
          )}
        </LabelledControl>
        <LabelledControl id={id('age')} label="Age" error={errors.age?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...age}
              onChange={(e) => {
                e.target.value = e.target.value.replace(/\D/g, '');
                return age.onChange(e);
              }}
              inputMode="numeric"
              maxLength={3}
              className={inputClass}
            />
          )}
        </LabelledControl>
        {TEXT_FIELDS.map(([name, label, autoComplete]) => (
          <LabelledControl
            key={name}
            id={id(name)}
            label={label}
            error={errors[name]?.message}
            className={name === 'address' ? 'sm:col-span-2' : undefined}
          >
            {(a11y) => (
              <input {...a11y} {...register(name)} autoComplete={autoComplete} className={inputClass} />
            )}
          </LabelledControl>
        ))}
      </div>
      {minor ? <GuardianFields register={register} errors={errors} id={id} /> : null}

      <Controller
        control={control}
        name="selectedCourses"
        render={({ field }) => (
          <CoursePicker
            value={field.value}
            onChange={field.onChange}
            error={errors.selectedCourses?.message}
          />
        )}
      />

      <LabelledControl
        id={id('training')}
        label="Previous Musical Training (optional)"
        error={errors.training?.message}
      >
        {(a11y) => <textarea {...a11y} {...register('training')} rows={3} className={inputClass} />}
      </LabelledControl>
      <LabelledControl id={id('goal')} label="Your Goal (optional)" error={errors.goal?.message}>
        {(a11y) => <textarea {...a11y} {...register('goal')} rows={3} className={inputClass} />}
      </LabelledControl>
      <LabelledControl
        id={id('howKnow')}
        label="How did you come to know about us?"
        error={errors.howKnow?.message}
      >
        {(a11y) => <input {...a11y} {...register('howKnow')} className={inputClass} />}
      </LabelledControl>

      <fieldset aria-describedby={errors.paymentMethod ? id('paymentMethod-error') : undefined}>
        <legend className={labelClass}>Payment Method</legend>
        <div className="flex gap-6">
          {(['cash', 'online'] as const).map((method) => (
            <label key={method} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                value={method}
                {...register('paymentMethod')}
                className="size-5 accent-plum-700"
                aria-invalid={Boolean(errors.paymentMethod)}
              />
              {method === 'cash' ? 'Cash' : 'Online'}
            </label>
          ))}
        </div>
        <FieldError id={id('paymentMethod-error')} error={errors.paymentMethod?.message} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="nationalityId"
          render={({ field }) => (
            <ImageUploadField
              id={id('nationalityId')}
              name={field.name}
              label="Nationality ID (optional)"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.nationalityId?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="paymentScreenshot"
          render={({ field }) => (
            <ImageUploadField
              id={id('paymentScreenshot')}
              name={field.name}
              label="Payment Screenshot"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.paymentScreenshot?.message}
            />
          )}
        />
      </div>
      <p className="-mt-2 text-sm text-slate-500">PNG, JPG or JPEG, up to 5 MB each.</p>

      <div className="grid gap-3">
        <CheckboxField id={id('terms')} registration={register('terms')} error={errors.terms?.message}>
          I have read and agree to the{' '}
          <Link to="/terms-conditions" className="font-semibold text-plum-700 underline">
            Terms and Conditions
          </Link>
        </CheckboxField>
        <CheckboxField id={id('privacy')} registration={register('privacy')} error={errors.privacy?.message}>
          I agree that my details are kept to process this application (privacy policy)
        </CheckboxField>
        <CheckboxField
          id={id('notRobot')}
          registration={register('notRobot')}
          error={errors.notRobot?.message}
        >
          I'm not a robot
        </CheckboxField>
      </div>
    </PublicForm>
  );
}
