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

type Query = Record<string, string | number | boolean | undefined | null>;

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
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

/** The one way the client calls the API (components never call fetch). */
export const apiClient = {
  get<T>(path: string, query?: Query, init?: RequestInit): Promise<T> {
    return fetch(url(path, query), { credentials: 'same-origin', ...init }).then(parse<T>);
  },
  postJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
    return fetch(url(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    }).then(parse<T>);
  },
  putJson<T>(path: string, body: unknown): Promise<T> {
    return fetch(url(path), {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(parse<T>);
  },
  /** Raw bytes as the body (a recording's part), with the query naming what they are. */
  postBlob<T>(path: string, query: Query, body: Blob, contentType: string): Promise<T> {
    return fetch(url(path, query), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': contentType },
      body,
    }).then(parse<T>);
  },
  delete<T>(path: string): Promise<T> {
    return fetch(url(path), { method: 'DELETE', credentials: 'same-origin' }).then(parse<T>);
  },
  /** A file to save: its content and the name the server gave it. */
  async getFile(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
    const res = await fetch(url(path, query), { credentials: 'same-origin' });
    if (!res.ok) return parse<never>(res);
    const disposition = res.headers.get('content-disposition') ?? '';
    return { blob: await res.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  },
  /**
   * Multipart POST. Uses XMLHttpRequest when `onProgress` is given, since fetch
   * reports no upload progress.
   */
  postForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
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
