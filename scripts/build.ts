// Production build: the client bundle, a server-side render bundle, then every public
// route prerendered to HTML (dist/pages), robots.txt and sitemap.xml.
import path from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.ts';

const root = path.resolve(import.meta.dirname, '..');
await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
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
