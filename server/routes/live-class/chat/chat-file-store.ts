import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config.ts';
import { blobStoreBesideRecordings } from '../../../storage/beside-recordings.ts';
import type { BlobStore } from '../../../storage/blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where chat files' bytes are kept. */
    chatFiles: BlobStore;
  }
}

/** A new file's key: under its class, so a class's files can go together. */
export const chatFileKey = (classId: number) => `${classId}/${randomUUID()}`;

/** Chat files go where the recordings go (see blobStoreBesideRecordings), under chat-files. */
export const chatFileStorePlugin = fp<{ recordings: AppConfig['recordings'] }>(
  async (app, { recordings }) => {
    app.decorate('chatFiles', blobStoreBesideRecordings(recordings, 'chat-files'));
  },
  { name: 'chat-files' },
);
