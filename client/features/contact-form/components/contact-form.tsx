import { useId } from 'react';
import { API } from '../../../../common/api.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { inputClass } from '../../../components/ui/form-styles.ts';
import { LabelledControl } from '../../../components/ui/labelled-control.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { PublicForm } from '../../../components/ui/public-form.tsx';
import { useContactForm } from '../hooks/use-contact-form.ts';

/** The send-message form (contact page, contact blocks and the 'Contact Us' modal). */
export function ContactForm() {
  const contact = useContactForm();
  const {
    register,
    formState: { errors },
  } = contact.form;
  const uid = useId();
  // Registered in the order shown, so a failed submit focuses the first field in error.
  const name = register('name');
  const email = register('email');
  return (
    <PublicForm
      state={contact}
      action={API.contactForm}
      label="Send us a message"
      className="relative grid gap-4"
      footer={
        <button type="submit" className="btn-primary justify-self-start" disabled={contact.sending}>
          {contact.sending ? 'SENDING...' : 'SEND MESSAGE'}
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledControl id={`${uid}-name`} label="Name" error={errors.name?.message}>
          {(a11y) => <input {...a11y} {...name} autoComplete="name" className={inputClass} />}
        </LabelledControl>
        <LabelledControl id={`${uid}-email`} label="Email" error={errors.email?.message}>
          {(a11y) => <input {...a11y} {...email} type="email" autoComplete="email" className={inputClass} />}
        </LabelledControl>
      </div>
      <PhoneField
        id={`${uid}-phone`}
        label="Phone"
        registration={register('phone')}
        error={errors.phone?.message}
        autoComplete="tel"
      />
      <LabelledControl id={`${uid}-message`} label="Message" error={errors.message?.message}>
        {(a11y) => <textarea {...a11y} {...register('message')} rows={5} className={inputClass} />}
      </LabelledControl>
      <CheckboxField id={`${uid}-robot`} registration={register('notRobot')} error={errors.notRobot?.message}>
        I'm not a robot
      </CheckboxField>
    </PublicForm>
  );
}
