import { courseByPath } from '../../../common/courses.ts';
import { school } from '../../lib/school.ts';
import { courseJsonLd } from './course-json-ld.ts';
import { pageMeta } from './page-meta.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The <head> tags of a prerendered page: title, description, canonical, Open Graph, JSON-LD. */
export function headTags(pathname: string): string {
  const meta = pageMeta(pathname);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(school.name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.canonical)}">`);
    tags.push(
      `<script type="application/ld+json">${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: school.name,
        url: school.siteUrl,
        email: school.emails.general,
        telephone: school.phones.primary,
        address: school.address,
        sameAs: [school.social.video, school.social.photo, school.social.network],
      })}</script>`,
    );
    const course = courseByPath(pathname);
    if (course) tags.push(`<script type="application/ld+json">${jsonLd(courseJsonLd(course))}</script>`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  return tags.join('\n    ');
}
