import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls sideways). Followed as the
 * element or its first child is resized; false when not enabled or where ResizeObserver does not exist.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, enabled = true): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref, enabled]);
  return overflows;
}
