/**
 * Runs `work` once the page has loaded, `delayMs` have passed and the main thread is idle: for
 * background work (installing the service worker and its precache, refreshing the phone's offline
 * catalogue) that would otherwise share a phone's slow link and CPU with the screen becoming
 * usable. Returns a function that cancels it.
 */
export function afterPageLoad(work: () => void, delayMs: number): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => work(), { timeout: 2000 });
      else work();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
