import fs from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import type { Browser } from 'playwright-core';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M file whose
 * frames show one barcode, drawn by bwip-js and rasterised by the browser itself (canvas), so the
 * app's decoder reads a picture of a real symbol, not the text. Chromium loops the file.
 */
export async function writeBarcodeVideo(
  browser: Browser,
  file: string,
  barcode: { bcid: string; text: string; scale?: number },
): Promise<string> {
  const svg = bwipjs.toSVG({
    bcid: barcode.bcid,
    text: barcode.text,
    scale: barcode.scale ?? 3,
    height: 20,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  const page = await browser.newPage();
  try {
    const rgba = await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        // Centred and kept to its proportions, with a quiet zone round it.
        const fit = Math.min((width * 0.9) / image.width, (height * 0.9) / image.height);
        const w = image.width * fit;
        const h = image.height * fit;
        context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
        return Array.from(context.getImageData(0, 0, width, height).data);
      },
      { svg, width: WIDTH, height: HEIGHT },
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const frame = rgbaToI420(Uint8Array.from(rgba), WIDTH, HEIGHT);
    const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
    const frames = [0, 1].flatMap(() => [Buffer.from('FRAME\n'), frame]);
    fs.writeFileSync(file, Buffer.concat([header, ...frames]));
    return file;
  } finally {
    await page.close();
  }
}

/** RGBA pixels → planar YUV 4:2:0, full range (JPEG), chroma averaged over each 2×2 block. */
function rgbaToI420(rgba: Uint8Array, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const at = (x: number, row: number) => (row * width + x) * 4;
  for (let row = 0; row < height; row++) {
    for (let x = 0; x < width; x++) {
      const i = at(x, row);
      const [r, g, b] = [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0];
      y[row * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const i of [at(x, row), at(x + 1, row), at(x, row + 1), at(x + 1, row + 1)]) {
        r += rgba[i] ?? 0;
        g += rgba[i + 1] ?? 0;
        b += rgba[i + 2] ?? 0;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const c = (row / 2) * (width / 2) + x / 2;
      u[c] = Math.max(0, Math.min(255, Math.round(-0.1687 * r - 0.3313 * g + 0.5 * b + 128)));
      v[c] = Math.max(0, Math.min(255, Math.round(0.5 * r - 0.4187 * g - 0.0813 * b + 128)));
    }
  }
  return Buffer.concat([y, u, v]);
}
