import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded database under ./data and port 3000 by default', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.database.kind === 'pglite' && c.database.dataDir).toMatch(/data$/);
    expect(c.school.emails.general).toMatch(/@example\.com$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://localhost/school' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://localhost/school' });
  });

  it('refuses a bad value, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SCHOOL_EMAIL_GENERAL: 'not-an-email' })).toThrow(/SCHOOL_EMAIL_GENERAL/);
  });
});
