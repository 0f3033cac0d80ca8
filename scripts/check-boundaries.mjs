// The layering rules, checked by `npm run lint` (and so by `npm test`):
// - common/ imports nothing of ours outside common/ (client and server both build on it);
// - client/ and server/ never import each other (they meet only in common/);
// - a client feature (client/features/<name>/) never imports another feature: what two
//   features share lives in client/lib, client/components or common/.
// Tests are held to the same rules. Exits 1 and names each import that crosses a boundary.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f) && /^(common|client|server)\//.test(f));

/** The layer a repository path belongs to: 'common', 'server', 'client' or 'feature:<name>'. */
function layer(file) {
  const feature = /^client\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  return file.split('/')[0];
}

function crossing(from, to) {
  const a = layer(from);
  const b = layer(to);
  if (a === 'common' && !to.startsWith('common/'))
    return 'common/ imports nothing outside common/ (the client and the server both build on it)';
  const side = (l) => (l.startsWith('feature:') ? 'client' : l);
  if (side(a) === 'client' && side(b) === 'server') return 'the client never imports the server';
  if (side(a) === 'server' && side(b) === 'client') return 'the server never imports the client';
  if (a.startsWith('feature:') && b.startsWith('feature:') && a !== b)
    return 'a feature never imports another feature (share through client/lib, client/components or common/)';
  return null;
}

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec?.startsWith('.')) continue; // a package
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    if (!/^(common|client|server)\//.test(target)) {
      if (layer(file) === 'common') problems.push(`${file}: imports ${spec}: ${crossing(file, target)}`);
      continue;
    }
    const why = crossing(file, target);
    if (why) problems.push(`${file}: imports ${spec}: ${why}`);
  }
}

if (problems.length) {
  console.error(`Boundary rules: ${problems.length} import(s) cross a boundary\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Boundary rules: ${files.length} files, no import crosses a boundary`);
