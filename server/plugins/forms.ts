import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../../common/schemas/admission-rules.ts';
import { HttpError } from './errors.ts';
import { assertCleanText } from './input.ts';

/** Multipart parsing for the public forms: at most two files of 5 MB, small text fields. */
export const formsPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 42 },
    });
  },
  { name: 'forms' },
);

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
        assertCleanText(String(part.value), part.fieldname);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname))
        throw new HttpError(400, `Unexpected file field ${part.fieldname}`);
      assertCleanText(part.filename, `${part.fieldname} file name`);
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      form.files[part.fieldname] = { name: part.filename, type: part.mimetype, size: data.length, data };
    }
  } catch (err) {
    throw formError(err, { fileTooLarge: FILE_TOO_LARGE, tooManyFiles: 'Please attach at most two files' });
  }
  return form;
}

/**
 * What a multipart post that failed to read answers: our own refusals as they are, the parser's
 * limits as 413 with the form's words, and anything else the parser met (a cut-off body, no
 * boundary, a broken header) as a 400: a client's malformed post is never a server fault.
 */
export function formError(err: unknown, words: { fileTooLarge: string; tooManyFiles: string }): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, words.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, words.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, 'The form has too many fields');
  return new HttpError(400, 'The form could not be read. Please try again.');
}

/** A ticked checkbox as the browser or a script may send it; anything else stays as given. */
export function toBool(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (['true', 'on', '1'].includes(value)) return true;
  if (['false', 'off', '0', ''].includes(value)) return false;
  return value;
}
