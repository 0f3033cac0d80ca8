import fp from 'fastify-plugin';
import { CONTROL_CHARACTER, JSON_MAX_DEPTH, LONE_SURROGATE } from '../../common/schemas/fields.ts';
import { HttpError } from './errors.ts';

/** Refuses text the database must not receive: a control character other than tab and line ends, or half a character. */
export function assertCleanText(value: string, field: string): void {
  if (CONTROL_CHARACTER.test(value)) throw new HttpError(400, `${field} must not contain control characters`);
  if (LONE_SURROGATE.test(value)) throw new HttpError(400, `${field} must not contain broken characters`);
}

/** Checks every string (keys too) of a parsed request part; refuses nesting beyond JSON_MAX_DEPTH. */
export function assertCleanInput(value: unknown, field: string, depth = 0): void {
  if (typeof value === 'string') {
    assertCleanText(value, field || 'The request');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= JSON_MAX_DEPTH) throw new HttpError(400, `${field || 'The request'} is nested too deeply`);
  for (const [key, item] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    // A bad key is named by where it sits: its own text may not print.
    if (!Array.isArray(value)) assertCleanText(key, field || 'The request');
    assertCleanInput(item, path, depth + 1);
  }
}

/**
 * The one gate of request text on its way to the database: every query, path and JSON body of
 * every call, before its own schema runs. Multipart forms check their fields as they read them
 * (assertCleanText). Ids, cursors, timestamps, dates and JSON sizes are rules of the shared
 * schemas (common/schemas/fields.ts).
 */
export const inputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (req, _reply, done) => {
      try {
        assertCleanInput(req.params, '');
        assertCleanInput(req.query, '');
        assertCleanInput(req.body, '');
        done();
      } catch (err) {
        done(err as Error);
      }
    });
  },
  { name: 'input' },
);
