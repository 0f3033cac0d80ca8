import type { ChangeEvent } from 'react';

/**
 * A file input's change handler: hands `use` the file chosen, if any, and empties the input so the
 * same file may be chosen again (after a cancel, a refusal or a failed send).
 */
export const onFileChosen = (use: (file: File) => void) => (e: ChangeEvent<HTMLInputElement>) => {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (file) use(file);
};
