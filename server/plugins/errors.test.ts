import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/test-app.ts';
import { errorsPlugin, HttpError } from './errors.ts';

async function appWithFailingRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/crash', async () => {
    throw new Error('secret stack detail');
  });
  app.get('/refused', async () => {
    throw new HttpError(403, 'Not your class');
  });
  app.post(
    '/validated',
    { schema: { body: z.object({ name: z.string().min(2, 'Name is required') }) } },
    async () => ({
      ok: true,
    }),
  );
  return app;
}

describe('the error handler', () => {
  it('answers a server fault with 500 and no internal detail', async () => {
    const app = await appWithFailingRoutes();
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong. Please try again.',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret stack detail');
  });

  it('answers a refusal with its status and message', async () => {
    const app = await appWithFailingRoutes();
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Not your class', message: 'Not your class' });
  });

  it("answers invalid input with 400, the schema's message and the field", async () => {
    const app = await appWithFailingRoutes();
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Name is required', message: 'name: Name is required' });
  });
});

describe('unknown paths of the real app', () => {
  const t = useTestApp();

  it('answers an unknown API call with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No API call at GET /api/nothing-here.php' });
  });

  it('sends pages security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some-page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly may compile (slow practice's time-stretch), script may not be eval'd.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("sends the API's JSON answers a policy that allows nothing, refusals too", async () => {
    for (const url of ['/api/health', '/api/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});
