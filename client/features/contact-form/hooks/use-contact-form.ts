import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { type ContactInput, contactSchema } from '../../../../common/schemas/contact.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

export const CONTACT_FAILED = 'Failed to send message. Please try again.';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', notRobot: false };

/** The contact form's state: checked on each change and on submit; sent, then thanked. */
export function useContactForm() {
  const form = useForm<ContactInput, unknown, ReturnType<typeof contactSchema.parse>>({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      form.reset(EMPTY);
      setThanksOpen(true);
    },
    onError: (err) => {
      toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : CONTACT_FAILED);
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync({ values, honeypot: honeypotRef.current?.value ?? '' }).catch(() => {}),
  );
  return { form, onSubmit, sending: send.isPending, honeypotRef, thanksOpen, setThanksOpen };
}
