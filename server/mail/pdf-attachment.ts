import type { MailAttachment } from '../db/schema.ts';

// A PDF a mail carries: kept in the outbox as base64 (its row is JSON) and handed to the
// transport with `encoding: 'base64'`, so the recipient gets the file's exact bytes.

/** A file name from a document number: 'HSM/2026-27/0001' -> 'invoice-HSM-2026-27-0001.pdf'. */
export const documentFilename = (kind: string, number: string) =>
  `${kind}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export function pdfAttachment(filename: string, bytes: Uint8Array): MailAttachment {
  return {
    filename,
    contentType: 'application/pdf',
    content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    encoding: 'base64',
  };
}
