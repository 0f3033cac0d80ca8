/** The window of the per-account limit on failed sign-ins. */
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 15;
const WINDOW_MS = LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000;
// Addresses that were never accounts count too; this bounds the memory they take.
const MAX_TRACKED = 100_000;

/** The same words for every address, an account or not: the answer tells nothing about which. */
export const tooManyFailures = (minutes: number) =>
  `Too many failed sign-ins for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Failed sign-ins per account (e-mail address) within the window, from any address: spreading
 * guesses over many addresses no longer escapes the per-address limit. Kept in this process,
 * like the per-address limit.
 */
export function createAccountLimit(maxFailures: number) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const keyOf = (email: string) => email.trim().toLowerCase();
  return {
    /** Whole minutes until this account may try again, or 0 when it may now. */
    blockedMinutes(email: string, now = Date.now()): number {
      const entry = failures.get(keyOf(email));
      if (!entry || entry.resetAt <= now || entry.count < maxFailures) return 0;
      return Math.ceil((entry.resetAt - now) / 60_000);
    },
    failed(email: string, now = Date.now()) {
      const key = keyOf(email);
      const entry = failures.get(key);
      if (entry && entry.resetAt > now) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) {
        for (const [k, e] of failures) if (e.resetAt <= now) failures.delete(k);
        if (failures.size >= MAX_TRACKED) failures.clear();
      }
      failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
    },
    succeeded(email: string) {
      failures.delete(keyOf(email));
    },
  };
}
