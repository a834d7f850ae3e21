import type { BarcodeDetector } from 'barcode-detector/ponyfill';

/** What the floor scans: retail codes, case labels (ITF-14, GS1-128), Code 39 and the 2D codes. */
const FORMATS = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'itf',
  'code_128',
  'code_39',
  'qr_code',
  'data_matrix',
] as const;

let loading: Promise<BarcodeDetector> | null = null;

/**
 * The ZXing decoder (barcode-detector's ponyfill over zxing-wasm), loaded on first use. The
 * library fetches its .wasm from a public CDN unless told otherwise: `locateFile` points it at the
 * copy in our own build (/assets/zxing_reader-*.wasm), so a phone on a warehouse network that only
 * reaches our server can decode, and the service worker keeps it for offline use. The ponyfill is
 * used even where the browser has its own BarcodeDetector, so every phone reads GS1 codes the same.
 */
export function loadBarcodeDetector(): Promise<BarcodeDetector> {
  loading ??= (async () => {
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats: [...FORMATS] });
  })();
  // A failed load (offline before it was ever cached) is tried again next time.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
