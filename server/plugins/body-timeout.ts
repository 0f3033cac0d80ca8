import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const BODY_TOO_SLOW = 'The request took too long to arrive. Please try again.';

// Files (forms with attachments, recording parts) may take minutes on a slow line; they are
// bounded by the server's requestTimeout instead.
const UPLOAD = /^(multipart\/|video\/|audio\/|application\/octet-stream)/i;

const carriesBody = (req: FastifyRequest) =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * A request body that is not a file must arrive within `ms`: one sent a byte at a time would
 * otherwise hold its connection and its parser for as long as the sender likes. The answer is
 * the 408 Node itself gives, written on the connection, which then closes.
 */
export const bodyTimeoutPlugin = fp<{ ms: number }>(
  async (app, { ms }) => {
    app.addHook('onRequest', (req, reply, done) => {
      if (!carriesBody(req) || UPLOAD.test(req.headers['content-type'] ?? '')) return done();
      const timer = setTimeout(() => {
        const body = JSON.stringify({ error: 'Request Timeout', message: BODY_TOO_SLOW });
        req.log.info('request body timed out');
        req.raw.socket.end(
          `HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }, ms);
      timer.unref();
      const stop = () => clearTimeout(timer);
      // The body arrived, or the request was answered without reading it (a refusal), or it ended.
      req.raw.once('end', stop);
      reply.raw.once('finish', stop);
      reply.raw.once('close', stop);
      done();
    });
  },
  { name: 'body-timeout' },
);
