/**
 * The environment of a throwaway server for the live class journeys and benches: a fresh
 * in-memory database with the demo accounts and classes, no STUN/TURN servers (loopback only),
 * events pushed or the spec's polling only.
 */
export const liveServerEnv = (port: number, transport: 'push' | 'poll') => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  ICE_SERVERS: '[]',
  LIVE_TRANSPORT: transport,
});
