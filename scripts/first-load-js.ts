// The JavaScript a public route needs before it is usable, as served (gzip bytes), read from
// the build: the entry (main.tsx), the app it starts after the first paint (start-app.tsx) and
// the route module, each with its static imports, which the client loads before hydrating.
// Sections that load as they near the viewport and what a click loads are dynamic imports and
// do not count. `node --import tsx scripts/first-load-js.ts` prints the
// figures and exits non-zero if a route is over its budget (run by `npm test` after the build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSE_PATHS } from '../common/courses.ts';
import { SITE_PAGES } from '../common/site-pages.ts';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** The app the entry starts after the first paint (a dynamic import of the entry). */
const APP = 'start-app.tsx';
const NOT_FOUND = '(404)';

/** Each public route's lazy route module (the router's `lazy` import); the 404 has none. */
const ROUTE_MODULES: Record<string, string | null> = {
  '/': 'app/routes/home.tsx',
  '/about-us': 'app/routes/about-us.tsx',
  '/hsm-offline': 'app/routes/hsm-offline.tsx',
  '/admission-form': 'app/routes/admission.tsx',
  '/faq': 'app/routes/faq.tsx',
  '/contact': 'app/routes/contact.tsx',
  '/terms-conditions': 'app/routes/terms-conditions.tsx',
  '/teacher-policy': 'app/routes/teacher-policy.tsx',
  ...Object.fromEntries(COURSE_PATHS.map((p) => [p, 'app/routes/course.tsx'])),
  [NOT_FOUND]: null,
};

/**
 * The first-load targets, gzip bytes, printed beside each figure: React DOM hydrates every page
 * (about 55 KB of them, more than all the site's own code on most pages).
 */
export const TARGETS: Record<string, number> = {
  '/': 115 * KB,
  '/about-us': 115 * KB,
  '/hsm-offline': 115 * KB,
  ...Object.fromEntries(COURSE_PATHS.map((p) => [p, 115 * KB])),
  '/admission-form': 130 * KB,
  '/faq': 130 * KB,
  '/contact': 130 * KB,
  '/terms-conditions': 100 * KB,
  '/teacher-policy': 100 * KB,
  [NOT_FOUND]: 100 * KB,
};

/**
 * The budgets held (the check fails above them): today's figure with about 2 KB of room. Pages
 * hydrate with React DOM and React Router's declarative router (about 14 KB) inside the site's
 * frame. Lower a budget whenever a change brings its route down.
 */
export const BUDGETS: Record<string, number> = {
  // The forms' pages carry react-hook-form's one shared chunk, which grew 1.5 KB when the admin's
  // Accept and New invoice dialogs began to use its field arrays (issue 44).
  // About 0.3 KB more on each page when the recitals' three pages (and the edge Janus's API path)
  // joined the shared frame's route table (issue 49).
  '/': 102 * KB,
  // 101.0 after issue 48 and 49's merges (the shared frame's route table and API paths grew).
  '/about-us': 102 * KB,
  '/hsm-offline': 101 * KB,
  '/admission-form': 130 * KB,
  '/faq': 121 * KB,
  '/contact': 126 * KB,
  ...Object.fromEntries(COURSE_PATHS.map((p) => [p, 114 * KB])),
  // The signed-in frame's schemas grew a little when a child's sign-in could be a username (issue 45).
  '/terms-conditions': 99 * KB,
  '/teacher-policy': 99 * KB,
  // 94.0 once the room's header icons (wave, keys, track) joined the shared icon set.
  [NOT_FOUND]: 95 * KB,
};

/**
 * The files every page loads before it hydrates: the entry, Vite's preload helper, start-app and
 * the app's chunk (scripts/app-chunk.ts). Vite adds a preload link per file in one task, and each
 * file is a module to instantiate: split by the bundler alone, the app was 17 files.
 */
export const APP_FILES = 4;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The first-load files of one route: the closures of the entry, the app and the route module. */
export function firstLoadFiles(manifest: Manifest, route: string): Set<string> {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  if (!(route in ROUTE_MODULES))
    throw new Error(`No route module known for ${route}: add it to ROUTE_MODULES`);
  const files = staticClosure(manifest, entry);
  staticClosure(manifest, APP, files);
  const routeModule = ROUTE_MODULES[route];
  if (routeModule) staticClosure(manifest, routeModule, files);
  return files;
}

export type RouteFigure = { route: string; files: number; bytes: number; budget: number; target: number };

/** Gzip bytes per route, as served (the build's precompressed .gz siblings). */
export function measure(clientDir: string, manifest: Manifest): RouteFigure[] {
  const routes = [...SITE_PAGES.map((p) => p.path), NOT_FOUND];
  return routes.map((route) => {
    const files = firstLoadFiles(manifest, route);
    let bytes = 0;
    for (const file of files) bytes += readFileSync(path.join(clientDir, `${file}.gz`)).length;
    const budget = BUDGETS[route];
    const target = TARGETS[route];
    if (budget === undefined || target === undefined)
      throw new Error(`No first-load budget or target for ${route}: add it to BUDGETS and TARGETS`);
    return { route, files: files.size, bytes, budget, target };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const manifest: Manifest = JSON.parse(readFileSync(path.join(root, 'dist/client-manifest.json'), 'utf8'));
  const figures = measure(path.join(root, 'dist/client'), manifest);
  console.log(`${'route'.padEnd(22)} files  gzip KB  budget KB  target KB`);
  for (const f of figures) {
    const kb = (n: number, width: number) => (n / KB).toFixed(n % KB ? 1 : 0).padStart(width);
    const note = f.bytes > f.budget ? '  OVER BUDGET' : f.bytes > f.target ? '  (over target)' : '';
    console.log(
      `${f.route.padEnd(22)} ${String(f.files).padStart(5)} ${kb(f.bytes, 8)} ${kb(f.budget, 10)} ${kb(f.target, 10)}${note}`,
    );
  }
  const over = figures.filter((f) => f.bytes > f.budget);
  if (over.length) {
    console.error(`First-load JS over budget on ${over.map((f) => f.route).join(', ')}`);
    process.exit(1);
  }
  const appFiles = figures.find((f) => f.route === NOT_FOUND)?.files ?? 0;
  if (appFiles > APP_FILES) {
    console.error(
      `The app's first load is ${appFiles} files, more than ${APP_FILES}: see scripts/app-chunk.ts`,
    );
    process.exit(1);
  }
}
