import type * as z from 'zod/v4/core';
import { API_BASE } from '../../common/api.ts';

/** A failed call; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}

// Every call is typed by the zod schemas the server's route uses (common/schemas/<area>.ts),
// named as type arguments, the answer's first: `apiClient.postJson<typeof userResponse, typeof loginBody>(...)`.
// The request must be the schema's input type (an object literal with a field the schema lacks is
// refused) and the answer is the response schema's output type, so drift between the two halves
// fails `npm run typecheck`.
// Only the types are imported: the schemas stay out of the client's bundles.

type Schema = z.$ZodType;
/** What a request schema accepts; a call without one sends an empty object (or nothing). */
export type RequestOf<S extends Schema | undefined> = S extends Schema ? z.input<S> : Record<string, never>;
/** What a response schema answers. */
export type ResponseOf<S extends Schema> = z.output<S>;
/** `T`, refusing (as `never`) each field of `T` that `Shape` does not have. */
export type Exact<Shape, T> = T & { [K in Exclude<keyof T, KeysOf<Shape>>]: never };
type KeysOf<T> = T extends unknown ? keyof T : never;

type QueryValue = string | number | boolean | undefined | null;
type Query = Record<string, QueryValue>;

function url(path: string, query?: unknown): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries((query as Query | undefined) ?? {}))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function parse<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const serverMessage = typeof body?.error === 'string' ? body.error : null;
    throw new ApiError(res.status, serverMessage ?? `Request failed (${res.status})`, serverMessage);
  }
  return body as T;
}

/** Sends `body` as JSON by `method`; the typed calls below say what it is. */
function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, init?: RequestInit) {
  return fetch(url(path), {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  }).then(parse<T>);
}

/** A JSON call by `method`, typed by the route's `body` schema `Req` and its answer's `Res`. */
function jsonCall(method: 'POST' | 'PUT' | 'PATCH') {
  return <
    Res extends Schema,
    Req extends Schema | undefined = undefined,
    T extends RequestOf<Req> = RequestOf<Req>,
  >(
    path: string,
    body: Exact<RequestOf<Req>, T>,
    init?: RequestInit,
  ): Promise<ResponseOf<Res>> => sendJson<ResponseOf<Res>>(method, path, body, init);
}

/**
 * A call that POSTs its input as it is to one path: `postTo<typeof userResponse, typeof loginSchema>(API.login)`.
 * The input's type is the one the route's `body` schema `Req` accepts, so it is not named again.
 */
const postTo =
  <Res extends Schema, Req extends Schema>(path: string) =>
  (input: RequestOf<Req>): Promise<ResponseOf<Res>> =>
    sendJson<ResponseOf<Res>>('POST', path, input);

/** The one way the client calls the API (components never call fetch). */
export const apiClient = {
  /** GET `path` with the query the route's `querystring` schema `Q` accepts. */
  get<Res extends Schema, Q extends Schema | undefined = undefined, T extends RequestOf<Q> = RequestOf<Q>>(
    path: string,
    query?: Exact<RequestOf<Q>, T>,
    init?: RequestInit,
  ): Promise<ResponseOf<Res>> {
    return fetch(url(path, query), { credentials: 'same-origin', ...init }).then(parse<ResponseOf<Res>>);
  },
  /** POST JSON that the route's `body` schema `Req` accepts; answers the `Res` schema's output. */
  postJson: jsonCall('POST'),
  postTo,
  putJson: jsonCall('PUT'),
  /** PATCH JSON: some of the fields the route's `body` schema `Req` accepts. */
  patchJson: jsonCall('PATCH'),
  delete<Res extends Schema>(path: string): Promise<ResponseOf<Res>> {
    return fetch(url(path), { method: 'DELETE', credentials: 'same-origin' }).then(parse<ResponseOf<Res>>);
  },
  /** Raw bytes as the body (a recording's part), with the query naming what they are. */
  postBlob<Res extends Schema>(
    path: string,
    query: Query,
    body: Blob,
    contentType: string,
  ): Promise<ResponseOf<Res>> {
    return fetch(url(path, query), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': contentType },
      body,
    }).then(parse<ResponseOf<Res>>);
  },
  /** A file to save: its content and the name the server gave it. */
  async getFile<Q extends Schema | undefined = undefined>(
    path: string,
    query?: RequestOf<Q>,
  ): Promise<{ blob: Blob; fileName: string | null }> {
    const res = await fetch(url(path, query), { credentials: 'same-origin' });
    if (!res.ok) return parse<never>(res);
    const disposition = res.headers.get('content-disposition') ?? '';
    return { blob: await res.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  },
  /**
   * Multipart POST (the form's fields are checked by the server's form schema). Uses
   * XMLHttpRequest when `onProgress` is given, since fetch reports no upload progress.
   */
  postForm<Res extends Schema>(
    path: string,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<ResponseOf<Res>> {
    type T = ResponseOf<Res>;
    if (!onProgress) {
      return fetch(url(path), { method: 'POST', credentials: 'same-origin', body: form }).then(parse<T>);
    }
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url(path));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        const res = new Response(xhr.responseText || null, {
          status: xhr.status,
          headers: { 'content-type': 'application/json' },
        });
        parse<T>(res).then(resolve, reject);
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.send(form);
    });
  },
};
