import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`, and whether a newer one is still waiting. */
export function useDebouncedValue<T>(value: T, delayMs: number): { value: T; isDebouncing: boolean } {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);

  return { value: debounced, isDebouncing: !Object.is(debounced, value) };
}
