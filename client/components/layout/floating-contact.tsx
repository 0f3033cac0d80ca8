import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { messagingLink, telLink } from '../../../common/contact-links.ts';
import { school } from '../../lib/school.ts';
import { Icon } from '../ui/icon.tsx';

export const CHAT_PRESET = "Hi! I'd like to know more about your courses.";

const round =
  'inline-flex size-12 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white transition hover:scale-105';

/**
 * Chat, call, e-mail and the 'Contact Us' modal, on every page but the live class.
 * On phones the four sit behind one toggle so they do not cover the page.
 * `contactForm` is the form shown in the modal.
 */
export function FloatingContact({ contactForm }: { contactForm?: ReactNode }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: collapse on navigation
  useEffect(() => setExpanded(false), [pathname]);
  if (pathname.includes('/live-class/')) return null;
  return (
    <aside
      aria-label="Contact shortcuts"
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3"
    >
      <div id={listId} className={`${expanded ? 'flex' : 'hidden'} flex-col gap-3 sm:flex`}>
        <a
          href={messagingLink(school.messagingNumber, CHAT_PRESET)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${round} bg-emerald-600`}
        >
          <Icon name="chat" className="size-6" label="Chat with us" />
        </a>
        <a href={telLink(school.phones.primary)} className={`${round} bg-sky-700`}>
          <Icon name="phone" className="size-6" label="Call us" />
        </a>
        <a href={`mailto:${school.emails.general}`} className={`${round} bg-rose-700`}>
          <Icon name="mail" className="size-6" label="E-mail us" />
        </a>
        <Dialog.Root>
          <Dialog.Trigger className={`${round} bg-plum-700`}>
            <Icon name="form" className="size-6" label="Open the contact form" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
              <div className="mb-4 flex items-start justify-between gap-4">
                <Dialog.Title className="font-serif text-2xl text-plum-900">Contact Us</Dialog.Title>
                <Dialog.Close
                  className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
                  aria-label="Close"
                >
                  <Icon name="close" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mb-4 text-sm text-slate-600">
                Send us a message, call {school.phones.primary} or write to {school.emails.general}.
              </Dialog.Description>
              {contactForm}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
        className={`${round} bg-gold-500 sm:hidden`}
      >
        <Icon name={expanded ? 'close' : 'chat'} className="size-6" label="Contact options" />
      </button>
    </aside>
  );
}
