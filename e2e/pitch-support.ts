import { expect, type Locator } from '@playwright/test';

/** What `text` says, read every 100 ms until `done` holds of all seen so far; returns them. */
export async function watchText(text: Locator, done: (seen: string[]) => boolean) {
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        seen.push((await text.textContent()) ?? '');
        return done(seen);
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
  return seen;
}

/** A Pitch view's or tuner's text read back: 'Pa, +3 cents' is Pa at 3. Null for no pitch. */
export function readPitch(text: string): { note: string; cents: number } | null {
  const m = /^(.+?), (in tune|([+−])(\d+) cents)/.exec(text);
  if (!m) return null;
  const cents = m[2] === 'in tune' ? 0 : (m[3] === '−' ? -1 : 1) * Number(m[4]);
  return { note: m[1] as string, cents };
}

/** Every swara was seen within 10 cents. */
export const sawAll = (swaras: readonly string[]) => (seen: string[]) =>
  swaras.every((s) =>
    seen.some((t) => {
      const r = readPitch(t);
      return r?.note === s && Math.abs(r.cents) <= 10;
    }),
  );

/** Every note named was one that was sung (or taar Sa, the A at 440), within 10 cents. */
export function expectOnlySung(seen: string[], swaras: readonly string[]) {
  const named = seen.map(readPitch).filter((r) => r !== null);
  expect(named.length).toBeGreaterThan(swaras.length);
  for (const r of named) {
    expect([...swaras, 'Sa (taar)']).toContain(r.note);
    expect(Math.abs(r.cents)).toBeLessThanOrEqual(10);
  }
}
