import type { ReactNode } from 'react';
import { errorText } from '../../../lib/error-text.ts';

export const smallButton =
  'rounded-full border border-plum-200 px-4 py-1.5 text-sm font-semibold text-plum-800 hover:bg-plum-50';

type Props = {
  /** What goes, and what stays. */
  question: ReactNode;
  pending: boolean;
  /** The failed deletion's error, if it failed: the server's words, else `failed`. */
  error: unknown;
  failed: string;
  onDelete(): void;
  onKeep(): void;
};

/** The second asking before something is deleted: Yes, delete, or Keep it; a refusal's words below. */
export function ConfirmDelete({ question, pending, error, failed, onDelete, onKeep }: Props) {
  return (
    <div className="mt-3 rounded-lg bg-red-50 p-3">
      <p className="text-sm text-red-900">{question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
          disabled={pending}
          onClick={onDelete}
        >
          Yes, delete
        </button>
        <button type="button" className={smallButton} onClick={onKeep}>
          Keep it
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(error, failed)}
        </p>
      ) : null}
    </div>
  );
}
