import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { API, API_BASE } from '../../common/api.ts';
import type { ApiError } from '../../common/schemas/errors.ts';
import type { readyResponse } from '../../common/schemas/health.ts';

const READY_PATH = `${API_BASE}${API.ready}`;
export const STARTING_MESSAGE = 'The server is starting. Please try again in a moment.';

export type StartingServer = { port: number; close(): Promise<void> };

/**
 * The port, open while the app is built (the database opening and migrating, which can take
 * minutes after an upgrade): `/api/ready` answers 503 'starting' and any other request 503, so a
 * load balancer or a probe sees a server starting, not one gone. Closed just before the app listens.
 */
export async function listenWhileStarting(port: number, host: string): Promise<StartingServer> {
  const server = http.createServer((req, res) => {
    const ready = (req.url ?? '').split('?')[0] === READY_PATH;
    const body: z.infer<typeof readyResponse> | ApiError = ready
      ? { status: 'starting' }
      : { error: 'Service Unavailable', message: STARTING_MESSAGE };
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
