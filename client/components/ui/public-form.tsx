import type { FormEventHandler, ReactNode, Ref } from 'react';
import { API_BASE } from '../../../common/api.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { preloadThankYou, ThankYouOnOpen } from './thank-you-on-open.tsx';

/** What a visitor's form hook gives its form (useContactForm, useAdmissionForm). */
type FormState = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  preloadChecks(): void;
  honeypotRef: Ref<HTMLInputElement>;
  thanksOpen: boolean;
  setThanksOpen(open: boolean): void;
};

type Props = {
  state: FormState;
  /** The API path it posts to. */
  action: string;
  /** The form's accessible name. */
  label: string;
  className: string;
  /** The fields. */
  children: ReactNode;
  /** Under the fields and the bots' field: the submit button. */
  footer: ReactNode;
};

/**
 * A form a visitor sends (contact, admission): its checks and the 'Thank You!' dialog load on its
 * first focus; a field only bots fill; 'Thank You!' once sent.
 */
export function PublicForm({ state, action, label, className, children, footer }: Props) {
  return (
    <>
      {/* method/action only matter before the page's script runs: never a GET that puts the form in the URL. */}
      <form
        onSubmit={state.onSubmit}
        onFocus={() => {
          state.preloadChecks();
          preloadThankYou();
        }}
        method="post"
        action={`${API_BASE}${action}`}
        encType="multipart/form-data"
        noValidate
        aria-label={label}
        className={className}
      >
        {children}
        <HoneypotField inputRef={state.honeypotRef} />
        {footer}
      </form>
      <ThankYouOnOpen open={state.thanksOpen} onOpenChange={state.setThanksOpen} />
    </>
  );
}
