// `npm run bench:auth`: does forgot-password's answer time tell whether an account has the
// address? The real app on the embedded database, and a client in a process of its own over
// HTTP on loopback: 200 requests for an address with an account and 200 for one without,
// alternating (after 20 of each to warm up), with the limits raised. Prints the median and 95th
// percentile of each and the medians' difference (the aim: under 5 ms). Options:
// --requests=<n> per address (default 200), --gap=<ms> between requests (default 20: the work a
// request leaves after its answer is done before the next, as for probes sent one by one), --json.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import { API, API_BASE } from '../../common/api.ts';
import { buildApp } from '../../server/app.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { RESET_LINKS_LIVE } from '../../server/routes/auth/account-tokens.ts';
import { createUser } from '../../server/routes/auth/auth.service.ts';
import { asJson, numberArg } from './bench-args.ts';
import { benchConfig } from './bench-database.ts';

const requests = numberArg('requests', 200);
const gapMs = numberArg('gap', 20);
const WARM_UP = 20;

const config = benchConfig();
const app = await buildApp(config, {
  logger: false,
  mailTransport: null,
  forgotPasswordLimits: { perAddressAndClient: 1_000_000, perClient: 1_000_000 },
});
const known = await createUser(app.database.db, {
  email: 'bench.known@example.com',
  password: 'bench-password-123',
  role: 'student',
  firstName: 'Bench',
  lastName: 'Known',
});
const unknown = 'bench.unknown@example.com';
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE}${API.forgotPassword}`;

// The client runs in a process of its own, as a prober would: the embedded database works on
// this process's thread, so a client here would also wait for the work left after an answer.
const CLIENT = `
const [url, knownEmail, unknownEmail, requests, gapMs, warmUp] = process.argv.slice(1);
const times = { known: [], unknown: [] };
const pause = () => new Promise((resolve) => setTimeout(resolve, Number(gapMs)));
async function timed(email) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(email + ': answered ' + res.status);
  return ms;
}
for (let i = 0; i < Number(warmUp) + Number(requests); i += 1) {
  // Alternating which goes first, so neither always follows the other's leftover work.
  for (const which of i % 2 ? ['known', 'unknown'] : ['unknown', 'known']) {
    const ms = await timed(which === 'known' ? knownEmail : unknownEmail);
    if (i >= Number(warmUp)) times[which].push(ms);
    await pause();
  }
}
console.log(JSON.stringify(times));
`;

let times: Record<'known' | 'unknown', number[]>;
try {
  const client = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CLIENT,
      url,
      known.email,
      unknown,
      String(requests),
      String(gapMs),
      String(WARM_UP),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const output = text(client.stdout);
  const [code] = await once(client, 'exit');
  if (code !== 0) throw new Error(`the client exited with ${code}`);
  times = JSON.parse(await output);
  // The known address's requests did queue their mails, up to the links an account may have
  // live at once (a bench of a broken path would mislead).
  const [queued] = await app.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, known.email));
  const expected = Math.min(requests, RESET_LINKS_LIVE);
  if (queued?.n !== expected) throw new Error(`${queued?.n} reset mails were queued, not ${expected}`);
} finally {
  await app.close();
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });
const result = {
  requests,
  gapMs,
  known: summary(times.known),
  unknown: summary(times.unknown),
  medianDifferenceMs: quantile(times.known, 0.5) - quantile(times.unknown, 0.5),
};
if (asJson) console.log(JSON.stringify(result));
else {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`forgot-password, ${requests} requests each, alternating, ${gapMs} ms apart:`);
  for (const which of ['known', 'unknown'] as const) {
    const { median, p95 } = result[which];
    console.log(`  ${which.padEnd(7)} address: median ${ms(median)}, p95 ${ms(p95)}`);
  }
  console.log(
    `  difference of the medians (known - unknown): ${ms(result.medianDifferenceMs)} (aim: under 5 ms)`,
  );
}
