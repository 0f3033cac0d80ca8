// Production build: the client bundle, a server-side render bundle, then every public
// route prerendered to HTML (dist/pages), robots.txt and sitemap.xml.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { PDFJS_FILES } from '../common/pdfjs-files.ts';
import { prerender } from './prerender.ts';

const root = path.resolve(import.meta.dirname, '..');
await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
// pdf.js fetches these by URL when a score needs them: the standard fonts (a PDF that does not
// embed its fonts) and the image decoders (scanned scores in JPEG 2000 or JBIG2).
for (const dir of PDFJS_FILES) {
  await cp(path.join(root, 'node_modules/pdfjs-dist', dir), path.join(root, 'dist/client/pdfjs', dir), {
    recursive: true,
  });
}
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'client/entry-server.tsx'),
    outDir: path.join(root, 'dist/server'),
    emptyOutDir: true,
  },
});
await prerender(root);
