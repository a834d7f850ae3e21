import { type RefObject, useEffect, useState } from 'react';

/** Within this much of the window counts as near: a row about to be scrolled into view. */
const NEAR_MARGIN = '200px';

const watched = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every watched element (a list's 100 logos), made on first use. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watched.get(entry.target)?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

/**
 * Whether the element has come near the window, once (it stays true): what a list row fetches
 * for itself (its logo) waits until the row may be seen (issue 17: a 100-row page asked for
 * 100 logos at once, alongside its own first paint). Without IntersectionObserver, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const seen = sharedObserver();
    watched.set(element, () => setNear(true));
    seen.observe(element);
    return () => {
      watched.delete(element);
      seen.unobserve(element);
    };
  }, [ref, near]);

  return near;
}
