import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, refreshed every `intervalMs` (a minute by default) so relative times stay true. */
export function useNow(intervalMs = MINUTE_MS): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);

  return now;
}
