import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkWithItsImports } from './scripts/app-chunk.ts';
import { schoolDefine } from './scripts/school-define.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: schoolDefine(process.env),
  // The manifest tells the first-load budget check (scripts/first-load-js.ts) which files a route needs.
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The app's code (what every page hydrates with) in one file, not fifteen.
        codeSplitting: { groups: [chunkWithItsImports('app', 'client/start-app.tsx', 'client/main.tsx')] },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
