/**
 * This browser's key for the audience's page of one recital: random, kept in the tab's session
 * storage so a reload keeps its seat (the server counts each key as one viewer).
 */
export function viewerKey(token: string): string {
  const name = `recital-viewer:${token}`;
  const kept = sessionStorage.getItem(name);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  sessionStorage.setItem(name, key);
  return key;
}
