import { ApiError } from '../api-client.ts';
import { PartUploadError } from './recorder-api.ts';

/** A part's failed upload as the recorder reads it: its status (0: the network) and the server's words. */
export const partUploadError = (err: unknown) =>
  err instanceof ApiError
    ? new PartUploadError(err.status, err.serverMessage ?? err.message)
    : new PartUploadError(0, 'The connection failed');
