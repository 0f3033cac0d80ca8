import { sitePage } from '../../../common/site-pages.ts';
import { school } from '../../lib/school.ts';

export type PageMeta = { title: string; description: string; canonical: string | null };

// The screens of signed-in people: never prerendered or indexed, but each tab says where it is.
const APP_SCREENS = [
  { path: '/login', title: 'Sign in', description: 'Sign in to your dashboard and live classes.' },
  { path: '/dashboard', title: 'Dashboard', description: 'Your classes, attendance and school records.' },
  { path: '/live-class', title: 'Live class', description: 'A live one-to-one music lesson.' },
  {
    path: '/practice',
    title: 'Practice room',
    description: 'The metronome with the talas, the tanpura drone and your practice time.',
  },
];

/** Title, description and canonical address of a path; unknown paths are the 404 page. */
export function pageMeta(pathname: string): PageMeta {
  const page = sitePage(pathname);
  const screen = APP_SCREENS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  if (!page && screen) {
    return { title: `${screen.title} | ${school.name}`, description: screen.description, canonical: null };
  }
  if (!page) {
    return {
      title: `Page Not Found | ${school.name}`,
      description: 'This page does not exist.',
      canonical: null,
    };
  }
  return {
    title: page.path === '/' ? `${school.name} | ${page.title}` : `${page.title} | ${school.name}`,
    description: page.description,
    canonical: `${school.siteUrl}${page.path}`,
  };
}
