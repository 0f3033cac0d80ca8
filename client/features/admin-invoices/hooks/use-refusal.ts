import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';

/**
 * A money form's refusal by the server: under the field it is about (`fieldOf` reads the server's
 * words), or above the form when it is about none.
 */
export function useRefusal<Field extends string>(
  fieldOf: (message: string) => Field | null,
  setError: (field: Field, error: { type: string; message: string }) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    /** Sends the form: the last refusal goes, and a new one is shown where it belongs. */
    async attempt(send: () => Promise<void>) {
      setFailure(null);
      try {
        await send();
      } catch (err) {
        const message = errorText(err);
        const field = fieldOf(message);
        if (field) setError(field, { type: 'server', message });
        else setFailure(message);
      }
    },
  };
}

export type Refusal = ReturnType<typeof useRefusal>;
