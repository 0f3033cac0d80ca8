import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { APP_PAGES, type AppPath } from '../../common/app-pages.ts';
import { COURSES } from '../../common/courses.ts';
import { type LazyScreen, lazyScreen, ScreenView } from './lazy/lazy-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// The site's route table: one screen a path, each screen its own file, loaded on demand. The
// declarative router (useRoutes), not the data router: no page has loaders or actions, and it is
// about 16 KB (gzip) less on every page's first load.
const course = lazyScreen(async () => (await import('./routes/course.tsx')).CourseRoute);

// The screens of the pages the browser renders by itself, one for each path of APP_PAGES, which
// names their tabs while their code loads: a path of the table without a screen, or a screen
// without a title, does not compile.
const APP_SCREENS: Record<AppPath, LazyScreen> = {
  '/login': lazyScreen(async () => (await import('./routes/login.tsx')).LoginRoute),
  '/forgot-password': lazyScreen(
    async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute,
  ),
  '/reset-password': lazyScreen(async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute),
  '/accept-invitation': lazyScreen(
    async () => (await import('./routes/accept-invitation.tsx')).AcceptInvitationRoute,
  ),
  '/verify-email': lazyScreen(async () => (await import('./routes/verify-email.tsx')).VerifyEmailRoute),
  '/cancel-email-change': lazyScreen(
    async () => (await import('./routes/cancel-email-change.tsx')).CancelEmailChangeRoute,
  ),
  '/account': lazyScreen(async () => (await import('./routes/account.tsx')).AccountRoute),
  '/dashboard': lazyScreen(async () => (await import('./routes/dashboard.tsx')).DashboardRoute),
  '/practice': lazyScreen(async () => (await import('./routes/practice.tsx')).PracticeRoute),
  '/live-class/:classId/camera': lazyScreen(
    async () => (await import('./routes/live-class-camera.tsx')).LiveClassCameraRoute,
  ),
  '/live-class/:classId?': lazyScreen(async () => (await import('./routes/live-class.tsx')).LiveClassRoute),
  '/recitals': lazyScreen(async () => (await import('./routes/recitals.tsx')).RecitalsRoute),
  '/recitals/:recitalId/stage': lazyScreen(
    async () => (await import('./routes/recital-stage.tsx')).RecitalStageRoute,
  ),
  '/recital/:token': lazyScreen(
    async () => (await import('./routes/recital-audience.tsx')).RecitalAudienceRoute,
  ),
};

type Entry = { path?: string; index?: true; screen: LazyScreen };

const SCREENS: Entry[] = [
  { index: true, screen: lazyScreen(async () => (await import('./routes/home.tsx')).HomeRoute) },
  { path: 'about-us', screen: lazyScreen(async () => (await import('./routes/about-us.tsx')).AboutRoute) },
  {
    path: 'hsm-offline',
    screen: lazyScreen(async () => (await import('./routes/hsm-offline.tsx')).OfflineRoute),
  },
  {
    path: 'admission-form',
    screen: lazyScreen(async () => (await import('./routes/admission.tsx')).AdmissionRoute),
  },
  { path: 'faq', screen: lazyScreen(async () => (await import('./routes/faq.tsx')).FaqRoute) },
  { path: 'contact', screen: lazyScreen(async () => (await import('./routes/contact.tsx')).ContactRoute) },
  {
    path: 'terms-conditions',
    screen: lazyScreen(async () => (await import('./routes/terms-conditions.tsx')).TermsRoute),
  },
  {
    path: 'teacher-policy',
    screen: lazyScreen(async () => (await import('./routes/teacher-policy.tsx')).TeacherPolicyRoute),
  },
  ...COURSES.map((c): Entry => ({ path: c.path.slice(1), screen: course })),
  ...APP_PAGES.map((page): Entry => ({ path: page.path.slice(1), screen: APP_SCREENS[page.path] })),
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...SCREENS.map(
        ({ screen, ...at }): RouteObject => ({
          ...at,
          element: <ScreenView key={screen.key} screen={screen} />,
        }),
      ),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The site: its frame and the screen at the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the screen at `pathname`: a prerendered page is hydrated (and rendered at
 * build time) with it in place, so the first render matches the HTML.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const entry = SCREENS.find((s) => leaf && (s.index ? leaf.route.index : s.path === leaf.route.path));
  await entry?.screen.preload();
}
