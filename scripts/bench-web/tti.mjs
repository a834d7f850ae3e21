/**
 * Runs inside the page (passed to page.evaluate, so it must stand alone). Lighthouse's time to
 * interactive: find the first window of `quietMs` after the first contentful paint with no long
 * task and at most two requests in flight; TTI is the end of the last long task before that window
 * (or the first contentful paint). Returns null until such a window has been observed.
 * Requests still open (the event stream) have no resource entry yet and are not counted.
 */
export function ttiProbe(quietMs) {
  const perf = window.__benchPerf;
  if (!perf) return null;
  // Entries the observers have not delivered yet (their callbacks wait behind long tasks).
  perf.flush?.();
  const now = performance.now();
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (fcp === undefined) return null;
  const requests = performance
    .getEntriesByType('resource')
    .map((entry) => [entry.startTime, entry.responseEnd || entry.startTime + entry.duration]);
  const tasks = perf.longTasks;
  const starts = [fcp, ...tasks.map((t) => t[1]), ...requests.map((r) => r[1])]
    .filter((t) => t >= fcp)
    .sort((a, b) => a - b);
  const inFlightAt = (t) => requests.filter(([s, e]) => s <= t && e > t).length;
  for (const start of starts) {
    const end = start + quietMs;
    if (end > now) return null;
    if (tasks.some(([s, e]) => e > start && s < end)) continue;
    const points = [start, ...requests.map((r) => r[0]).filter((s) => s > start && s < end)];
    if (points.some((t) => inFlightAt(t) > 2)) continue;
    const before = tasks.filter(([, e]) => e <= start).map(([, e]) => e);
    return { tti: Math.max(fcp, ...before), lcp: perf.lcp, fcp };
  }
  return null;
}
