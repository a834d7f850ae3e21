import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBarcodeDetector } from '../utils/barcode-decoder';

export type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable' | 'decoder-failed';

/** A phone decodes a frame in tens of milliseconds; more often only warms the phone. */
const FRAME_INTERVAL_MS = 120;
/** A code read again only counts once it has been out of view this long (receipts count each scan). */
const SAME_CODE_GAP_MS = 1000;

function cameraErrorState(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable';
}

/**
 * The phone's back camera as a barcode scanner. `continuous` keeps reading after a code (goods
 * receipt: each scan counts); otherwise the camera stops at the first code (stock tracking).
 */
export function useCameraScanner(onScan: (code: string) => void, { continuous = false } = {}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const runRef = useRef(0);
  const handler = useRef(onScan);
  handler.current = onScan;
  const [state, setState] = useState<CameraState>('off');

  const release = useCallback(() => {
    runRef.current += 1;
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState('off');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const run = runRef.current;
    setState('starting');
    const detector = loadBarcodeDetector();
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (error) {
      if (run === runRef.current) setState(cameraErrorState(error));
      return;
    }
    if (run !== runRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    const reader = await detector.catch(() => null);
    const video = videoRef.current;
    if (run !== runRef.current) return;
    if (!reader || !video) {
      release();
      setState('decoder-failed');
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    if (run !== runRef.current) return;
    setState('on');

    const seen = new Map<string, number>();
    const tick = async () => {
      if (run !== runRef.current) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const found = await reader.detect(video).catch(() => []);
        if (run !== runRef.current) return;
        const now = performance.now();
        for (const barcode of found) {
          const last = seen.get(barcode.rawValue);
          seen.set(barcode.rawValue, now);
          if (last !== undefined && now - last < SAME_CODE_GAP_MS) continue;
          handler.current(barcode.rawValue);
          if (!continuous) {
            stop();
            return;
          }
        }
      }
      timerRef.current = window.setTimeout(tick, FRAME_INTERVAL_MS);
    };
    void tick();
  }, [continuous, release, stop]);

  useEffect(() => release, [release]);

  return { videoRef, state, start, stop };
}
