import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every file or folder the docs name in `code` exists: a doc that points at a moved file is
// worse than none. A name is checked as written from the repository's root, or, when the doc
// names it from its own folder (`hooks/use-lesson-recording.ts`), as the end of a tracked path.

const DOCS = ['docs/architecture.md', 'docs/departures.md', 'README.md'];
const FILE = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;
const EXTENSION = /\.(ts|tsx|mjs|cjs|js|json|md|sql|css|grit)$/;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  ),
);

const roots = new Set(tracked.map((f) => f.split('/')[0]));

/**
 * The repository paths in a doc's inline code: those starting at a tracked top-level folder or
 * file, and file names with an extension (checked as the end of a tracked path). Placeholders
 * (`<area>`, `{a,b}`, `NNNN`) and run-time paths (`DATA_DIR/...`, `dist/`) are not paths here.
 */
function namedPaths(text: string): string[] {
  const names = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  return names.filter(
    (n) =>
      FILE.test(n) &&
      !/N{3,}/.test(n) &&
      (roots.has(n.split('/')[0] ?? '') ? n.includes('/') || EXTENSION.test(n) : EXTENSION.test(n)),
  );
}

const exists = (name: string) =>
  name.endsWith('/')
    ? folders.has(name) || [...folders].some((f) => f.endsWith(`/${name}`))
    : tracked.includes(name) || folders.has(`${name}/`) || tracked.some((f) => f.endsWith(`/${name}`));

describe('paths named in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} names only files and folders that exist`, () => {
      const named = namedPaths(readFileSync(doc, 'utf8'));
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((n) => !exists(n))).toEqual([]);
    });
  }
});
