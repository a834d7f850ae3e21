import { type ComponentType, useState } from 'react';
import type { DeferredComponent } from '../utils/deferred-component';

/**
 * A placeholder's part in a deferred control: `prefetch` on a pointer over it, a touch or focus;
 * `open` on a click or the control's keys, after which `Opened` (the real control, to be rendered
 * open) is set. Until then the placeholder stays, also once the code is in (a focused placeholder
 * is never swapped under the person).
 */
export function useDeferredComponent<P>(code: DeferredComponent<P>) {
  const [Opened, setOpened] = useState<ComponentType<P> | null>(null);
  return {
    Opened,
    prefetch: () => void code.fetch().catch(() => undefined),
    open: () =>
      void code
        .fetch()
        .then((component) => setOpened(() => component))
        .catch(() => undefined),
  };
}
