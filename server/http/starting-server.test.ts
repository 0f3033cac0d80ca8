import { describe, expect, it } from 'vitest';
import { listenWhileStarting, STARTING_MESSAGE } from './starting-server.ts';

describe('the port while the app starts', () => {
  it("answers /api/ready 503 'starting' and every other request 503, then closes", async () => {
    const starting = await listenWhileStarting(0, '127.0.0.1');
    const base = `http://127.0.0.1:${starting.port}`;
    try {
      const ready = await fetch(`${base}/api/ready?probe=1`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toEqual({ status: 'starting' });
      const page = await fetch(`${base}/api/health`);
      expect(page.status).toBe(503);
      expect(await page.json()).toEqual({ error: 'Service Unavailable', message: STARTING_MESSAGE });
    } finally {
      await starting.close();
    }
    await expect(fetch(`${base}/api/ready`)).rejects.toThrow();
  });
});
