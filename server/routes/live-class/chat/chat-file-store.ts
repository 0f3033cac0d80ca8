import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config.ts';
import { type BlobStore, diskBlobStore } from '../../../storage/blob-store.ts';
import { s3BlobStore } from '../../../storage/s3-blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where chat files' bytes are kept. */
    chatFiles: BlobStore;
  }
}

/** A new file's key: under its class, so a class's files can go together. */
export const chatFileKey = (classId: number) => `${classId}/${randomUUID()}`;

/**
 * Chat files go where the recordings go: the S3 bucket (under chat-files/) when S3_BUCKET is
 * set, otherwise DATA_DIR/chat-files, beside DATA_DIR/recordings.
 */
export const chatFileStorePlugin = fp<{ recordings: AppConfig['recordings'] }>(
  async (app, { recordings }) => {
    app.decorate(
      'chatFiles',
      recordings.s3
        ? s3BlobStore(recordings.s3, 'chat-files/')
        : diskBlobStore(path.join(path.dirname(recordings.dir), 'chat-files')),
    );
  },
  { name: 'chat-files' },
);
