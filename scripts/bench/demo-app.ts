import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/**
 * The real app in this process, on a memory database with the demo data (the FAQs and
 * testimonials whose lists load code of their own): a bench's server, not yet listening, so a
 * bench can add a route of its own first.
 */
export async function demoApp() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
  });
  return buildApp(config, { logger: false });
}
