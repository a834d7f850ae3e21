/**
 * Handles a stream's events with code fetched by the first of them (issue 17: the chat and Slack
 * handlers and their schemas stay out of every page's first load). Events are handled in the
 * order they arrived, including those that came while the code was on its way; once it is there
 * and nothing waits, an event is handled at once, as an eager handler would. If the code cannot
 * be fetched (offline), `onLoadFailed` runs for that event instead, and the next event tries again.
 */
export function orderedLazyHandler<M>(
  load: () => Promise<M>,
  onLoadFailed: () => void,
): (handle: (module: M) => void) => void {
  let loaded: M | null = null;
  let tail: Promise<void> | null = null;
  return (handle) => {
    if (loaded && !tail) {
      handle(loaded);
      return;
    }
    const current: Promise<void> = (tail ?? Promise.resolve())
      .then(async () => {
        let module: M;
        try {
          module = loaded ?? (await load());
        } catch {
          onLoadFailed();
          return;
        }
        loaded = module;
        handle(module);
      })
      // A handler that throws is reported, as an eager listener's error would be, and does not
      // stop the events behind it.
      .catch((error: unknown) => console.error(error));
    tail = current;
    void current.finally(() => {
      if (tail === current) tail = null;
    });
  };
}
