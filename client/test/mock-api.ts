import { vi } from 'vitest';

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => unknown;

/**
 * Replaces fetch with a fake API: `handlers` maps "METHOD /api/path" to a reply body (or
 * a Response, or a promise of either: a reply held back shows the page while it waits). Unknown
 * calls answer 404. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return Response.json({ error: 'Not found', message: 'Not found' }, { status: 404 });
      const reply = await handler(call);
      return reply instanceof Response ? reply : Response.json(reply);
    }),
  );
  return calls;
}
