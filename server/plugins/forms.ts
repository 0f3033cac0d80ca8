import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../../common/schemas/admission.ts';
import { HttpError } from './errors.ts';

export const CROSS_SITE_REFUSED = 'Form submissions from other sites are not accepted';

/** Multipart parsing for the public forms: at most two files of 5 MB, small text fields. */
export const formsPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 42 },
    });
  },
  { name: 'forms' },
);

/**
 * Refuses a form posted from another site: a browser says so in Sec-Fetch-Site, or sends
 * an Origin that is neither the request's host nor the site's public address (a proxy may
 * pass another Host). Calls without either header are not cross-site browser posts.
 */
export function refuseCrossSite(siteUrl: string) {
  const siteHost = hostOf(siteUrl);
  return async (req: FastifyRequest): Promise<void> => {
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, CROSS_SITE_REFUSED);
    const origin = req.headers.origin;
    if (origin === undefined) return;
    const host = hostOf(origin);
    if (host === null || (host !== hostOf(`${req.protocol}://${req.host}`) && host !== siteHost))
      throw new HttpError(403, CROSS_SITE_REFUSED);
  };
}

/** host[:port] with the scheme's default port left out, or null for a bad address. */
function hostOf(address: string): string | null {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
}

export type UploadedFile = { name: string; type: string; size: number; data: Buffer };
export type PostedForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/** Reads a multipart post: text fields, and the named file fields (an empty file input is skipped). */
export async function readForm(req: FastifyRequest, fileFields: readonly string[]): Promise<PostedForm> {
  if (!req.isMultipart()) throw new HttpError(415, 'Please send the form as multipart/form-data');
  const form: PostedForm = { fields: {}, files: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname} is too long`);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname))
        throw new HttpError(400, `Unexpected file field ${part.fieldname}`);
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      form.files[part.fieldname] = { name: part.filename, type: part.mimetype, size: data.length, data };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'Please attach at most two files');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, 'The form has too many fields');
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return form;
}

/** A ticked checkbox as the browser or a script may send it; anything else stays as given. */
export function toBool(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (['true', 'on', '1'].includes(value)) return true;
  if (['false', 'off', '0', ''].includes(value)) return false;
  return value;
}
