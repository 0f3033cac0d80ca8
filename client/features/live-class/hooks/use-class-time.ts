import { useEffect, useState } from 'react';
import { formatClassTime } from '../components/format.ts';

/** hh:mm:ss since `startedAt` (local clock), ticking each second; 00:00:00 until it starts. */
export function useClassTime(startedAt: number | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, [startedAt]);
  return formatClassTime(startedAt === null ? 0 : now - startedAt);
}
