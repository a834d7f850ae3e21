import { startTransition, useEffect, useState } from 'react';

/** About a phone's or a laptop's screenful of list rows. */
export const FIRST_PAINT_ROWS = 20;

/**
 * A long list's rows, the first screenful at once and the rest once that has been painted
 * (issue 17): a 100-row page took one ~3 s render task on a 4× slowed CPU before anything showed.
 * The rest render as a transition, which React splits into short slices, so a click or a key is
 * answered while they arrive. Every row is then in the page, as before: find-in-page, a screen
 * reader's row count, keyboard order and select-all work on the whole page. Only the table's first
 * mount is split; later pages and sorts render in one go (the rows' components are kept by key).
 */
export function useProgressiveRows<T>(rows: readonly T[], first = FIRST_PAINT_ROWS): readonly T[] {
  const [all, setAll] = useState(false);
  const waiting = !all && rows.length > first;

  useEffect(() => {
    if (!waiting) return;
    // After the next frame's paint: a timeout queued from an animation frame runs once it is drawn.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [waiting]);

  return waiting ? rows.slice(0, first) : rows;
}
