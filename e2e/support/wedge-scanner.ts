import type { Page } from 'playwright-core';

/**
 * A wedge scanner's burst: keys ending in Enter, with the focus outside any field. Sent in one go
 * inside the page, so a loaded machine cannot stretch the gaps between keys past a burst's
 * (typing key by key from the test process did, and the burst then read as typing).
 */
export async function wedgeScan(page: Page, code: string) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate((text) => {
    for (const key of [...text, 'Enter']) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
  }, code);
}
