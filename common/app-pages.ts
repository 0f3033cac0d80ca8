// Every page of the route table the browser renders by itself (signed-in areas, the pages of
// mailed links and a forgotten password): served the unindexed app shell, never prerendered.
// Each tab says where it is from the first render on, while the screen's code is still on its
// way. A path is the route table's pattern: ':name' is one segment, '?' after it an optional one.
export type AppPage = { path: string; title: string; description: string };

export const APP_PAGES = [
  { path: '/login', title: 'Sign in', description: 'Sign in to your dashboard and live classes.' },
  {
    path: '/forgot-password',
    title: 'Forgot your password?',
    description: 'A link to choose a new password, sent to the email you sign in with.',
  },
  {
    path: '/reset-password',
    title: 'Choose a new password',
    description: 'Choose the new password for your account.',
  },
  {
    path: '/accept-invitation',
    title: 'Set your password',
    description: 'Choose the password you will sign in with.',
  },
  {
    path: '/verify-email',
    title: 'Confirm your new email',
    description: 'Confirm the new email of your account.',
  },
  {
    path: '/cancel-email-change',
    title: 'Stop the change of your email',
    description: 'Keep the email your account has.',
  },
  {
    path: '/account',
    title: 'Account',
    description: 'Your profile, photo, time zone, email and password.',
  },
  { path: '/dashboard', title: 'Dashboard', description: 'Your classes, attendance and school records.' },
  {
    path: '/practice',
    title: 'Practice room',
    description: 'The metronome with the talas, the tanpura drone and your practice time.',
  },
  {
    path: '/live-class/:classId/camera',
    title: 'Second camera',
    description: 'A phone as the second camera of a live lesson.',
  },
  { path: '/live-class/:classId?', title: 'Live class', description: 'A live one-to-one music lesson.' },
  {
    path: '/recitals',
    title: 'Recitals',
    description: 'Recitals scheduled, their running orders, audience links and stages.',
  },
  {
    path: '/recitals/:recitalId/stage',
    title: 'Recital stage',
    description: "A recital's stage for its performers and organiser.",
  },
  { path: '/recital/:token', title: 'Recital', description: 'Watch a recital of the school live.' },
] as const satisfies readonly AppPage[];

export type AppPath = (typeof APP_PAGES)[number]['path'];

/** The pattern as a whole-path RegExp, as the route table matches it. */
function patternRegExp(path: string): RegExp {
  const source = path.replace(/\/:\w+(\?)?/g, (_, optional) => (optional ? '(?:/[^/]+)?' : '/[^/]+'));
  return new RegExp(`^${source}$`);
}

const MATCHERS = APP_PAGES.map((page) => ({ page, re: patternRegExp(page.path) }));

/** The app page at a pathname (no query string), if the route table has one there. */
export function appPage(pathname: string): AppPage | undefined {
  return MATCHERS.find((m) => m.re.test(pathname))?.page;
}

/** The file of an app page's shell in the built pages: its tab's title is in it from the first byte. */
export function appShellFileName(page: AppPage): string {
  return `app-shell${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.html`;
}

/** A pathname the page's pattern matches (its segments filled in, optional ones left out). */
export function appPageExample(page: AppPage): string {
  return page.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
}
