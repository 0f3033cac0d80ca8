import type { RouteObject } from 'react-router';
import { COURSES } from '../../common/courses.ts';
import { withLazyLoading } from './lazy/lazy-route.ts';
import { RootLayout } from './root-layout.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// The site's route table: one screen a path. Each screen is its own chunk, loaded on demand.
export const routes: RouteObject[] = withLazyLoading([
  {
    Component: RootLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
      {
        path: 'about-us',
        lazy: async () => ({ Component: (await import('./routes/about-us.tsx')).AboutRoute }),
      },
      {
        path: 'hsm-offline',
        lazy: async () => ({ Component: (await import('./routes/hsm-offline.tsx')).OfflineRoute }),
      },
      {
        path: 'admission-form',
        lazy: async () => ({ Component: (await import('./routes/admission.tsx')).AdmissionRoute }),
      },
      { path: 'faq', lazy: async () => ({ Component: (await import('./routes/faq.tsx')).FaqRoute }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('./routes/contact.tsx')).ContactRoute }),
      },
      {
        path: 'terms-conditions',
        lazy: async () => ({ Component: (await import('./routes/terms-conditions.tsx')).TermsRoute }),
      },
      {
        path: 'teacher-policy',
        lazy: async () => ({ Component: (await import('./routes/teacher-policy.tsx')).TeacherPolicyRoute }),
      },
      ...COURSES.map(
        (c): RouteObject => ({
          path: c.path.slice(1),
          lazy: async () => ({ Component: (await import('./routes/course.tsx')).CourseRoute }),
        }),
      ),
      {
        path: 'live-class/:classId?',
        lazy: async () => ({ Component: (await import('./routes/live-class.tsx')).LiveClassRoute }),
      },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }) },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);
