import { useEffect, useRef } from 'react';

/** Keys closer than this are a scanner's burst; a person types slower. */
const BURST_GAP_MS = 50;
const MIN_LENGTH = 3;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A keyboard-wedge scanner (a USB or Bluetooth scanner that types): a fast burst of characters
 * ending in Enter, anywhere on the page but in a field (a focused field gets the burst itself, and
 * its form handles the Enter). The group separator some scanners send as Ctrl+] is kept as ASCII 29
 * so GS1 fields stay apart.
 */
export function useWedgeScanner(onScan: (code: string) => void, enabled = true) {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      const now = performance.now();
      if (now - last > BURST_GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          event.preventDefault();
          handler.current(buffer);
        }
        buffer = '';
      } else if (event.key === ']' && event.ctrlKey) buffer += '\u001d';
      else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        buffer += event.key;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
