import { createHmac } from 'node:crypto';
import type { TurnConfig } from '../../config.ts';

export type TurnCredentials = { username: string; credential: string };

/**
 * Credentials in the TURN REST API form that coturn checks with `use-auth-secret`: the username is
 * `expiry:userId` (expiry in seconds since the epoch), the password the base64 HMAC-SHA1 of the
 * username keyed with the shared secret. They expire on their own; the secret stays here.
 */
export function mintTurnCredentials(
  turn: Pick<TurnConfig, 'secret' | 'ttlSeconds'>,
  userId: number,
  nowMs = Date.now(),
): TurnCredentials {
  const username = `${Math.floor(nowMs / 1000) + turn.ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { username, credential };
}
