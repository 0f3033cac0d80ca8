import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FloatingContact } from '../components/layout/floating-contact.tsx';
import { GoToTop } from '../components/layout/go-to-top.tsx';
import { ScrollToTopOnNavigate } from '../components/layout/scroll-to-top-on-navigate.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { AppToaster } from '../lib/toaster.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderNotice } from './header-notice.tsx';
import { Providers } from './providers.tsx';
import { useDocumentMeta } from './seo/use-document-meta.ts';

// The modal's form loads when the modal first opens, keeping it out of every page's first load.
const ModalContactForm = lazy(async () => ({
  default: (await import('../features/contact-form/components/contact-form.tsx')).ContactForm,
}));

/** The frame around every page: header, footer, floating contact, go-to-top, toasts. */
export function RootLayout() {
  useDocumentMeta();
  return (
    <Providers>
      <ScrollToTopOnNavigate />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-plum-900"
      >
        Skip to content
      </a>
      <SiteHeader actions={<HeaderActions />} notice={<HeaderNotice />} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingContact
        contactForm={
          <Suspense fallback={<p className="text-slate-600">Opening the form…</p>}>
            <ModalContactForm />
          </Suspense>
        }
      />
      <GoToTop />
      <AppToaster />
    </Providers>
  );
}
