import type { Page } from '@playwright/test';

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/**
 * Keeps the page off the internet: requests to other hosts get an empty answer at once,
 * so no test waits on the network (Instagram's embed script then never sets up, as offline).
 * With `fail`, they fail instead, as with no connection at all.
 */
export async function blockExternalRequests(page: Page, { fail = false } = {}) {
  const external: string[] = [];
  await page.route(
    (url) => !isLocal(url),
    (route) => {
      external.push(route.request().url());
      return fail ? route.abort('internetdisconnected') : route.fulfill({ status: 200, body: '' });
    },
  );
  return external;
}
