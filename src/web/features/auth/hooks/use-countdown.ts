import { useEffect, useState } from 'react';

/** Whole seconds left of `seconds` started at `startedAt` (a Date.now() time), ticking each second. */
export function useCountdown(startedAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= startedAt + seconds * 1000) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);
  if (startedAt === null) return 0;
  // Until the first tick `now` may predate the start: the whole wait is left.
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return Math.max(0, seconds - elapsed);
}
