import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { AppConfig } from '../../config.ts';
import { writeBackup } from '../../ops/backup.ts';
import { BackupError } from '../../ops/backup-error.ts';
import { announceServer } from '../../ops/data-dir-lock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { opsBackupBody, opsBackupResponse } from './schema.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Where `npm run backup` on this machine reaches the server. */
function loopbackUrl({ address, family, port }: AddressInfo) {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

const sameToken = (given: string | undefined, token: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/ops/backup: a backup now, written to the path asked, for `npm run backup` while this
 * server has the embedded database open (nothing else may open it then). Only on the embedded
 * database in a folder; only from this machine (the socket's own address, not a proxy's header),
 * with the token this server wrote in that folder's in-use file, which only who may read the
 * database may read.
 */
export const opsBackupRoutes: FastifyPluginAsyncZod<{
  database: AppConfig['database'];
  recordings: AppConfig['recordings'];
}> = async (app, { database, recordings }) => {
  const dataDir = database.kind === 'pglite' ? database.dataDir : null;
  if (!dataDir) return;
  const token = randomBytes(32).toString('hex');
  app.addHook('onListen', async () => {
    await announceServer(dataDir, { url: loopbackUrl(app.server.address() as AddressInfo), token });
  });
  let running = false;

  app.post(
    API.opsBackup,
    {
      schema: {
        summary: 'A backup now, by the server that has the embedded database open (npm run backup)',
        tags: ['ops'],
        body: opsBackupBody,
        response: { 200: opsBackupResponse, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req) => {
      if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !sameToken(req.headers.authorization, token))
        throw new HttpError(403, 'Not allowed: npm run backup on this machine asks for backups here');
      if (running)
        throw new HttpError(409, 'This server is already making a backup: try again once it is done');
      running = true;
      const lines: string[] = [];
      const say = (line: string) => {
        lines.push(line);
        app.log.info(`backup: ${line}`);
      };
      try {
        const { file } = req.body;
        await writeBackup({ database: app.database, recordings }, file, { workDir: path.dirname(file), say });
        return { ok: true as const, file, lines };
      } catch (err) {
        if (!(err instanceof BackupError)) app.log.error({ err }, 'backup failed');
        return { ok: false as const, failure: (err as Error).message, lines };
      } finally {
        running = false;
      }
    },
  );
};
