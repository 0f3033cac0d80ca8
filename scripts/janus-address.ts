import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';

/** A private address that exists only inside the test's namespace. */
export const JANUS_LINK_IP = '10.211.0.1';
const LINK = 'janusl0';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Janus gathers ICE candidates on every interface but loopback, which it always skips: in the
 * loopback-only namespace of the live journeys (scripts/in-loopback.mjs) it has none, and every
 * call ends in "Gathering error". This gives the namespace a veth pair with both ends inside it
 * and JANUS_LINK_IP on one, so Janus and the browsers meet there; nothing is linked to the
 * machine's network, so no packet can leave. Where some other interface has an address already
 * (not in a namespace), nothing is changed. Answers the undo (the pair is deleted).
 */
export function giveJanusAnAddress(): () => void {
  const others = Object.entries(networkInterfaces()).filter(
    ([name, addrs]) => name !== 'lo' && addrs?.length,
  );
  if (others.length > 0) return () => {};
  try {
    ip('link', 'add', LINK, 'type', 'veth', 'peer', 'name', `${LINK}p`);
    ip('addr', 'add', `${JANUS_LINK_IP}/32`, 'dev', LINK);
    ip('link', 'set', LINK, 'up');
    ip('link', 'set', `${LINK}p`, 'up');
  } catch (err) {
    throw new Error(`Janus needs an address other than loopback and none could be made here (${err})`);
  }
  return () => void ip('link', 'del', LINK);
}
