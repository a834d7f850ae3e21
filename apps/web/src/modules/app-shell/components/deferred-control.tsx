import { type ComponentType, type ReactNode, useState } from 'react';

/** What the drawn-at-once button gets: fetch the code when reached for, open on a click. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
}

type Opener = ComponentType<{ defaultOpen?: boolean }>;

/** Fetches a control's code once; remembers it for later mounts. */
export interface DeferredCode {
  fetch: () => Promise<Opener>;
  loaded: () => Opener | null;
}

export function deferredCode(load: () => Promise<Opener>): DeferredCode {
  let loaded: Opener | null = null;
  let loading: Promise<Opener> | null = null;
  return {
    loaded: () => loaded,
    fetch: () => {
      loading ??= load().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A header control whose menu or popover (Radix, the `ui-overlay` chunk: about 40 KB compressed)
 * is fetched when the person reaches for it, not with a phone's first load (issue 22,
 * /mobile-scanner). The same-looking button is drawn at once; a pointer over it, a touch or focus
 * fetches the code; a click renders the real control already open. Once fetched, later mounts
 * render the real control straight away; a drawn placeholder stays until it is clicked. If the fetch fails (offline before it was ever
 * cached), the button stays and a later click tries again.
 */
export function DeferredControl({
  code,
  placeholder,
}: {
  code: DeferredCode;
  placeholder: (handlers: IntentHandlers) => ReactNode;
}) {
  const [opened, setOpened] = useState<Opener | null>(null);
  // Decided at mount: a placeholder that has focus is not swapped for the real control by a later
  // render (a new unread count) once the code has arrived, which would drop the focus.
  const [loadedAtMount] = useState(() => code.loaded());
  const Real = opened ?? loadedAtMount;
  if (Real) return <Real defaultOpen={opened !== null} />;
  const prefetch = () => void code.fetch().catch(() => undefined);
  return placeholder({
    onPointerEnter: prefetch,
    onPointerDown: prefetch,
    onFocus: prefetch,
    onClick: () => {
      void code
        .fetch()
        .then((component) => setOpened(() => component))
        .catch(() => undefined);
    },
  });
}
