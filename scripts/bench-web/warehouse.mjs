// The warehouse phone's own figures (issue 22 Targets), measured in Chromium under the same phone
// profile as the pages: a scan answered from the catalogue kept on the phone while offline, and
// 500 operations queued offline replayed when the network is back (none lost, none doubled).

const SCANS = 15;
const REPLAY_OPS = 500;
/** Each queued move takes 0.0001 of a unit: 500 of them move 0.05 exactly, once each. */
const STEP = '0.0001';

export const WAREHOUSE_TARGETS = { scanMs: 150, replayMs: 10_000 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Rows of the phone's IndexedDB store (catalogue saved, ops still queued). */
const countRows = (page, store) =>
  page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open('northdesk-warehouse');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve(0);
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
    store,
  );

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A wedge scanner's burst sent in the page; resolves when the product's card is painted. */
function scanUntilCard({ code, name }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const shown = () =>
      [...document.querySelectorAll('#scanned-product')].some((heading) => heading.textContent === name);
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    for (const key of [...code, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    setTimeout(() => {
      observer.disconnect();
      resolve(-1);
    }, 10_000);
  });
}

/** Puts ops into the phone's outbox as the app does (store `ops`: user, op, time). */
function queueOps({ userId, ops }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('northdesk-warehouse');
    open.onsuccess = () => {
      const tx = open.result.transaction('ops', 'readwrite');
      const queuedAt = new Date().toISOString();
      for (const op of ops) tx.objectStore('ops').add({ userId, op, queuedAt });
      tx.oncomplete = () => resolve(undefined);
      tx.onerror = () => reject(tx.error);
    };
  });
}

export async function measureWarehouse({ browser, baseUrl, storageState, device, network, cpuSlowdown }) {
  const context = await browser.newContext({ baseURL: baseUrl, ...device, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await page.goto('/mobile-scanner', { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Stock Tracking' }).waitFor({ timeout: 60_000 });
    await waitFor(async () => (await countRows(page, 'catalogue')) > 0, 60_000, 'the catalogue on the phone');
    const me = await (await page.request.get('/api/account/me')).json();
    const catalogue = await (await page.request.get('/api/warehouse/catalogue')).json();
    const scannable = catalogue.products
      .filter((p) => p.barcodes.length > 0 && !p.product.archived)
      .map((p) => ({ code: p.barcodes[0].code, name: p.product.name, id: p.product.id, lines: p.lines }));

    // Offline: scans answered by the catalogue on the phone.
    await cdp.send('Network.emulateNetworkConditions', { ...network, offline: true });
    const scans = [];
    for (let i = 0; i < SCANS; i++) {
      await page.getByRole('heading', { level: 1 }).click();
      scans.push(await page.evaluate(scanUntilCard, scannable[i % scannable.length]));
    }

    // 500 moves queued offline, of a product from one of its bins to another location.
    const product = scannable.find((p) => p.lines.some((l) => Number(l.quantity) >= 1)) ?? scannable[0];
    const from = product.lines.find((l) => Number(l.quantity) >= 1)?.location.id;
    const to = catalogue.locations.find((l) => l.id !== from && l.kind === 'bin')?.id;
    const ops = Array.from({ length: REPLAY_OPS }, () => ({
      opId: crypto.randomUUID(),
      type: 'move',
      productId: product.id,
      fromLocationId: from,
      toLocationId: to,
      quantity: STEP,
    }));
    const stockAt = async () => {
      const body = await (await page.request.get(`/api/warehouse/stock/${product.id}`)).json();
      const moves = await (
        await page.request.get(`/api/warehouse/moves?productId=${product.id}&reason=move&pageSize=1`)
      ).json();
      const at = new Map(body.item.lines.map((l) => [l.location.id, l.quantity]));
      return { to: Number(at.get(to) ?? 0), moves: moves.total };
    };
    const before = await stockAt();
    await page.evaluate(queueOps, { userId: me.user.id, ops });
    const started = Date.now();
    await cdp.send('Network.emulateNetworkConditions', network);
    await waitFor(async () => (await countRows(page, 'ops')) === 0, 120_000, 'the outbox to empty');
    const replayMs = Date.now() - started;
    const after = await stockAt();
    // The same 500 again, as a phone that never heard the answer would send them.
    const again = await (await page.request.post('/api/warehouse/ops', { data: { ops } })).json();
    const replayed = again.results.filter((r) => r.replayed).length;
    const afterAgain = await stockAt();
    const applied = after.moves - before.moves;
    return {
      scanMs: median(scans.filter((ms) => ms >= 0)),
      scanFailures: scans.filter((ms) => ms < 0).length,
      scans,
      replayMs,
      applied,
      movedExactly: Math.abs(after.to - before.to - REPLAY_OPS * Number(STEP)) < 1e-9,
      replayedAgain: replayed,
      doubledAfterReplay: afterAgain.moves - after.moves,
    };
  } finally {
    await context.close();
  }
}

export function printWarehouse(result) {
  const lines = [
    `\nWarehouse phone (issue 22), same profile, offline from the phone's catalogue:`,
    `  scan → product card: median ${result.scanMs.toFixed(0)} ms of ${result.scans.length} scans (${result.scans.map((ms) => ms.toFixed(0)).join(', ')} ms)${result.scanFailures ? `, ${result.scanFailures} never shown` : ''}`,
    `  replay of ${REPLAY_OPS} queued ops: ${(result.replayMs / 1000).toFixed(2)} s; ${result.applied} applied, moved quantity ${result.movedExactly ? 'exact' : 'WRONG'}; sent again: ${result.replayedAgain} replayed, ${result.doubledAfterReplay} applied twice`,
  ];
  const scanMet = result.scanFailures === 0 && result.scanMs <= WAREHOUSE_TARGETS.scanMs;
  const exact =
    result.applied === REPLAY_OPS &&
    result.movedExactly &&
    result.replayedAgain === REPLAY_OPS &&
    result.doubledAfterReplay === 0;
  const replayMet = exact && result.replayMs <= WAREHOUSE_TARGETS.replayMs;
  lines.push(
    `  ${scanMet ? 'met    ' : 'NOT met'}  scan → card offline ≤ ${WAREHOUSE_TARGETS.scanMs} ms`,
    `  ${replayMet ? 'met    ' : 'NOT met'}  ${REPLAY_OPS} ops replayed ≤ ${WAREHOUSE_TARGETS.replayMs / 1000} s, none lost or doubled`,
  );
  console.log(lines.join('\n'));
  return scanMet && replayMet;
}
