import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { COURSES } from '../../common/courses.ts';
import { type LazyScreen, lazyScreen, ScreenView } from './lazy/lazy-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// The site's route table: one screen a path, each screen its own file, loaded on demand. The
// declarative router (useRoutes), not the data router: no page has loaders or actions, and it is
// about 16 KB (gzip) less on every page's first load.
const course = lazyScreen(async () => (await import('./routes/course.tsx')).CourseRoute);

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
  {
    path: 'live-class/:classId/camera',
    screen: lazyScreen(async () => (await import('./routes/live-class-camera.tsx')).LiveClassCameraRoute),
  },
  {
    path: 'live-class/:classId?',
    screen: lazyScreen(async () => (await import('./routes/live-class.tsx')).LiveClassRoute),
  },
  { path: 'login', screen: lazyScreen(async () => (await import('./routes/login.tsx')).LoginRoute) },
  {
    path: 'forgot-password',
    screen: lazyScreen(async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute),
  },
  {
    path: 'reset-password',
    screen: lazyScreen(async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute),
  },
  {
    path: 'accept-invitation',
    screen: lazyScreen(async () => (await import('./routes/accept-invitation.tsx')).AcceptInvitationRoute),
  },
  {
    path: 'verify-email',
    screen: lazyScreen(async () => (await import('./routes/verify-email.tsx')).VerifyEmailRoute),
  },
  {
    path: 'cancel-email-change',
    screen: lazyScreen(async () => (await import('./routes/cancel-email-change.tsx')).CancelEmailChangeRoute),
  },
  { path: 'account', screen: lazyScreen(async () => (await import('./routes/account.tsx')).AccountRoute) },
  {
    path: 'dashboard',
    screen: lazyScreen(async () => (await import('./routes/dashboard.tsx')).DashboardRoute),
  },
  {
    path: 'practice',
    screen: lazyScreen(async () => (await import('./routes/practice.tsx')).PracticeRoute),
  },
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
