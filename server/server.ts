import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { drainer } from './http/drain.ts';
import { listenWhileStarting } from './http/starting-server.ts';

// Starts listening; everything else is in app.ts.
try {
  const config = loadConfig();
  const starting = await listenWhileStarting(config.port, config.host);
  const app = await buildApp(config).catch(async (err) => {
    await starting.close();
    throw err;
  });
  await app.ready();
  // The same port (PORT=0 took a free one); the gap between the two is a refused connection or two.
  await starting.close();
  await app.listen({ port: starting.port, host: config.host });
  const drain = drainer(app, config.shutdownGraceMs);
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\n  Music school running at http://${shown}:${starting.port}\n`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
