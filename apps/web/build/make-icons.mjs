// Draws the app's install icons (PWA manifest, iOS home screen) from the logo in Chromium:
//   node apps/web/build/make-icons.mjs
// Writes apps/web/public/icons/*.png; the PNGs are committed, so builds do not need a browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const N = '<path d="M9 23V9h3l8 9.5V9h3v14h-3l-8-9.5V23z" fill="#fff"/>';
/** "any": the rounded logo; "maskable": full bleed, the letter inside the 80 % safe zone. */
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: `<rect width="32" height="32" rx="7" fill="#1e3a8a"/>${N}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="32" height="32" rx="7" fill="#1e3a8a"/>${N}` },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<rect width="32" height="32" fill="#1e3a8a"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${N}</g>`,
  },
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="32" height="32" fill="#1e3a8a"/>${N}` },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${icon.size}" height="${icon.size}">${icon.svg}</svg></body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
