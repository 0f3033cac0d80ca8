import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkWithItsImports } from './scripts/app-chunk.ts';
import { schoolDefine } from './scripts/school-define.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // React Fast Refresh patches React DOM, which the build does not ship: an edit reloads the page.
  plugins: [react({ refreshExclude: /./ }), tailwindcss()],
  // The site runs on Preact through preact/compat: React DOM alone was about 60 KB (gzip) of every
  // page's first load, Preact about 8 (docs/departures.md). The code and its types stay React's.
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    ],
  },
  // The prerender bundles its dependencies, so theirs import Preact through the same aliases.
  ssr: { noExternal: true },
  define: schoolDefine(process.env),
  // The manifest tells the first-load budget check (scripts/first-load-js.ts) which files a route needs.
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React's useOptimistic where there is one; preact/compat has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The app's code (what every page hydrates with) in one file, not fifteen.
        codeSplitting: { groups: [chunkWithItsImports('app', 'client/start-app.tsx', 'client/main.tsx')] },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
