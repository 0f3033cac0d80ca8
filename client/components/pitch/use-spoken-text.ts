import { useEffect, useRef, useState } from 'react';

/**
 * `text` for a polite live region, changed at most once every `everyMs`: a screen reader hears
 * the note as it settles, not four times a second. The last text always arrives.
 */
export function useSpokenText(text: string, everyMs = 2_000): string {
  const [spoken, setSpoken] = useState(text);
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (text === spoken) return;
    const wait = last.current + everyMs - Date.now();
    const speak = () => {
      last.current = Date.now();
      setSpoken(text);
    };
    if (wait <= 0) return speak();
    const timer = setTimeout(speak, wait);
    return () => clearTimeout(timer);
  }, [text, spoken, everyMs]);
  return spoken;
}
