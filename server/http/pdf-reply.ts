import type { FastifyReply } from 'fastify';
import { dispositionHeader } from './file-response.ts';

/** A fee document answered as a PDF download, never cached (it names a person and money). */
export const sendPdf = (reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', dispositionHeader(file.fileName, 'attachment'))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
