// `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server with hot reload
// on PORT (default 3000), which forwards /api to it.
import path from 'node:path';
import { createServer } from 'vite';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { hasJanus, startJanus } from './janus.ts';

// Group classes need a Janus: start one of our own unless the settings name one.
if (!process.env.JANUS_URL && hasJanus()) {
  const janus = await startJanus();
  Object.assign(process.env, {
    JANUS_URL: janus.url,
    JANUS_ADMIN_URL: janus.adminUrl,
    JANUS_API_SECRET: janus.apiSecret,
    JANUS_ADMIN_SECRET: janus.adminSecret,
  });
  process.once('exit', () => void janus.stop());
  console.log(`Janus (group classes) at ${janus.url}`);
}

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const config = loadConfig({ NODE_ENV: 'development', ...process.env, PORT: String(apiPort) });
const api = await buildApp(config);
await api.listen({ port: apiPort, host: '127.0.0.1' });

const root = path.resolve(import.meta.dirname, '..');
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? 'localhost' },
});
await vite.listen();
vite.printUrls();
