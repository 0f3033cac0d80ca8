import { COURSES } from './courses.ts';

// Every public page of the route table, with what search engines and
// link previews show. Prerendered at build time and listed in sitemap.xml.
export type SitePage = { path: string; title: string; description: string };

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Music lessons online and on campus',
    description:
      'Voice, instrument and music production lessons online and on campus, with graded certifications and live one-to-one classes.',
  },
  {
    path: '/about-us',
    title: 'About Us',
    description: 'Our founder, vision, mission, facilities and awards.',
  },
  {
    path: '/hsm-offline',
    title: 'On-campus training',
    description: 'On-campus lessons, facilities and practice-area hours at our academy.',
  },
  {
    path: '/admission-form',
    title: 'Admission',
    description: 'Apply online: the five-step admission process, payment options and the application form.',
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: 'Answers for students and parents about courses, careers and performances.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Phone numbers, e-mail addresses, business hours and a form to send us a message.',
  },
  {
    path: '/terms-conditions',
    title: 'Terms & Conditions',
    description: 'Student terms and conditions of the music school.',
  },
  {
    path: '/teacher-policy',
    title: 'Teacher Policy',
    description: 'The policy our teachers agree to.',
  },
  ...COURSES.map((c) => ({
    path: c.path,
    title: `${c.menuLabel} course`,
    description: `${c.menuLabel} lessons: what the training involves, who it is for, plans and course policies.`,
  })),
];

export function sitePage(path: string): SitePage | undefined {
  return SITE_PAGES.find((p) => p.path === path);
}

/** The prerendered HTML file of a route ('/' -> index.html, '/faq' -> faq.html). */
export function pageFileName(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}
