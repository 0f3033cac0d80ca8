import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactInput, ContactMessage } from '../../../../common/schemas/contact.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

export const CONTACT_FAILED = 'Failed to send message. Please try again.';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', notRobot: false };

// zod and the schema load on the form's first focus (or first check), not with the page.
const validation = lazyResolver<ContactInput, ContactMessage>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../common/schemas/contact.ts'),
  ]);
  return zodResolver(contactSchema);
});

/** The contact form's state: checked on each change and on submit; sent, then thanked. */
export function useContactForm() {
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: validation.resolver,
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
  return {
    form,
    onSubmit,
    preloadChecks: validation.preload,
    sending: send.isPending,
    honeypotRef,
    thanksOpen,
    setThanksOpen,
  };
}
