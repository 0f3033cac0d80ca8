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

// DATA_DIR/recordings -> DATA_DIR/chat-files; the temporary music-school-recordings-<pid> ->
// music-school-chat-files-<pid>.
const besideRecordings = (dir: string) =>
  path.join(path.dirname(dir), path.basename(dir).replace('recordings', 'chat-files'));

/**
 * Chat files go where the recordings go: the S3 bucket (under chat-files/) when S3_BUCKET is
 * set, otherwise a folder beside the recordings' one and named alike: DATA_DIR/chat-files, or
 * with DATA_DIR=memory:// a temporary folder of this process.
 */
export const chatFileStorePlugin = fp<{ recordings: AppConfig['recordings'] }>(
  async (app, { recordings }) => {
    app.decorate(
      'chatFiles',
      recordings.s3
        ? s3BlobStore(recordings.s3, 'chat-files/')
        : diskBlobStore(besideRecordings(recordings.dir)),
    );
  },
  { name: 'chat-files' },
);
