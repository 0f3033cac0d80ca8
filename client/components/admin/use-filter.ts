import { useState } from 'react';
import type { Pages } from './use-pages.ts';

export type Filter<Value> = { value: Value; set(value: Value): void };

/** A list's filter: its value, and its setter, which also goes back to the list's first page. */
export function useFilter<Value>(initial: Value, pages: Pages): Filter<Value> {
  const [value, setValue] = useState(initial);
  return {
    value,
    set: (next) => {
      setValue(next);
      pages.setPage(1);
    },
  };
}
