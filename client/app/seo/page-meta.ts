import { appPage } from '../../../common/app-pages.ts';
import { sitePage } from '../../../common/site-pages.ts';
import { school } from '../../lib/school.ts';

export type PageMeta = { title: string; description: string; canonical: string | null };

/** Title, description and canonical address of a path; paths of no route are the 404 page. */
export function pageMeta(pathname: string): PageMeta {
  // A page the browser renders by itself: never prerendered or indexed, but its tab says where it is.
  const screen = appPage(pathname);
  if (screen) {
    return { title: `${screen.title} | ${school.name}`, description: screen.description, canonical: null };
  }
  const page = sitePage(pathname);
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
