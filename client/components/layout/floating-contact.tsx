import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { messagingLink, telLink } from '../../../common/contact-links.ts';
import { school } from '../../lib/school.ts';
import { Icon } from '../ui/icon.tsx';

// The modal and its form are code only a press needs: they load when the button is pointed
// at, touched or focused, which is before the press that opens it.
const loadModal = () => import('./contact-modal.tsx');
const ContactModal = lazy(async () => ({ default: (await loadModal()).ContactModal }));
const prefetchModal = () => {
  void loadModal();
};

export const CHAT_PRESET = "Hi! I'd like to know more about your courses.";

const round =
  'inline-flex size-12 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white transition hover:scale-105';

/**
 * Chat, call, e-mail and the 'Contact Us' modal (the live class room's frame leaves it out).
 * On phones the four sit behind one toggle so they do not cover the page.
 * `contactForm` is the form shown in the modal.
 */
export function FloatingContact({ contactForm }: { contactForm?: ReactNode }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const modalButton = useRef<HTMLButtonElement>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // Once opened, the modal stays mounted so it can close as a dialog does.
  const [modalUsed, setModalUsed] = useState(false);
  if (modalOpen && !modalUsed) setModalUsed(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: collapse on navigation
  useEffect(() => setExpanded(false), [pathname]);
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
        <button
          ref={modalButton}
          type="button"
          className={`${round} bg-plum-700`}
          aria-haspopup="dialog"
          aria-expanded={modalOpen}
          onClick={() => setModalOpen(true)}
          onPointerEnter={prefetchModal}
          onTouchStart={prefetchModal}
          onFocus={prefetchModal}
        >
          <Icon name="form" className="size-6" label="Open the contact form" />
        </button>
      </div>
      {modalUsed ? (
        <Suspense fallback={null}>
          <ContactModal open={modalOpen} onOpenChange={setModalOpen} opener={modalButton}>
            {contactForm}
          </ContactModal>
        </Suspense>
      ) : null}
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
