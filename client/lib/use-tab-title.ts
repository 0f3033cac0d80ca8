import { useEffect } from 'react';
import { school } from './school.ts';

/** Names the browser tab after what the screen shows once it is known (null keeps the page's title). */
export function useTabTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} | ${school.name}`;
  }, [title]);
}
