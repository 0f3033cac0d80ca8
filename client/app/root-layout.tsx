import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FloatingContact } from '../components/layout/floating-contact.tsx';
import { GoToTop } from '../components/layout/go-to-top.tsx';
import { ScrollToTopOnNavigate } from '../components/layout/scroll-to-top-on-navigate.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { type CurrentUser, hasRole, useCurrentUser } from '../lib/current-user.ts';
import { HydrationEndMark, HydrationPart } from '../lib/hydration-part.tsx';
import { useLoadedToaster } from '../lib/toast.ts';
import { HeaderActions } from './header-actions.tsx';
import { HeaderNotice } from './header-notice.tsx';
import { RouteLoading } from './lazy/route-loading.tsx';
import { useDocumentMeta } from './seo/use-document-meta.ts';
import { withQueryScopeLoaded } from './with-query-scope-loaded.ts';

// The modal's form loads when the modal first opens, keeping it out of every page's first load.
const ModalContactForm = lazy(async () => ({
  default: await withQueryScopeLoaded(
    async () => (await import('../features/contact-form/components/contact-form.tsx')).ContactForm,
  )(),
}));

/** Paths of the lesson room, which fills the screen without the site's frame. */
const isRoomPath = (pathname: string) => /^\/live-class(\/|$)/.test(pathname);

/**
 * The admin's dashboard is the school's own desk (the admin panel of the spec, outside the public
 * site): the buttons for contacting the school are of no use there, and on a narrow screen they
 * would sit over the right end of its lists' rows (the role, the row's buttons).
 */
const isAdminDesk = (pathname: string, user: CurrentUser | null | undefined) =>
  pathname === '/dashboard' && hasRole(user ?? null, 'admin');

/**
 * The frame around every page: header, footer, floating contact, go-to-top, toasts. The live
 * class room has none of them: the lesson takes the whole screen. The admin's dashboard has no
 * floating contact.
 */
export function RootLayout() {
  useDocumentMeta();
  const { pathname } = useLocation();
  const room = isRoomPath(pathname);
  const adminDesk = isAdminDesk(pathname, useCurrentUser());
  // The toaster mounts with the first toast (lib/toast.ts), which it then shows.
  const Toaster = useLoadedToaster();
  return (
    <>
      <ScrollToTopOnNavigate />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-plum-900"
      >
        Skip to content
      </a>
      {!room && (
        <HydrationPart>
          <SiteHeader actions={<HeaderActions />} notice={<HeaderNotice />} />
        </HydrationPart>
      )}
      <main id="main" tabIndex={-1} className={room ? 'outline-none' : 'min-h-[60vh] outline-none'}>
        {/* The screen's parts join the pending set as this part commits, not in a later one. */}
        <HydrationPart fallback={<RouteLoading />}>
          <Outlet />
        </HydrationPart>
      </main>
      {!room && (
        <HydrationPart>
          <SiteFooter />
          {!adminDesk && (
            <FloatingContact
              contactForm={
                <Suspense fallback={<p className="text-slate-600">Opening the form…</p>}>
                  <ModalContactForm />
                </Suspense>
              }
            />
          )}
          <GoToTop />
        </HydrationPart>
      )}
      {Toaster && <Toaster />}
      <HydrationEndMark />
    </>
  );
}
