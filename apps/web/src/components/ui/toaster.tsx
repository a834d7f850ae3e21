import { useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type SonnerModule = typeof import('./sonner-toaster');
type ToastKind = 'success' | 'error' | 'info';
type PendingToast = { kind: ToastKind; message: string; options?: ExternalToast };

/**
 * Toasts without Sonner in the first load (issue 17): Sonner (about 13 KB compressed) is fetched
 * by the first toast, which shows once the Toaster is mounted. Same calls as Sonner's
 * (`toast.success(message, options)`), so the rest of the app does not know.
 */
let sonner: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;
const pending: PendingToast[] = [];
const listeners = new Set<() => void>();

function load(): Promise<SonnerModule> {
  loading ??= import('./sonner-toaster').then((module) => {
    sonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function flush(): void {
  if (!sonner) return;
  for (const { kind, message, options } of pending.splice(0)) sonner.sonnerToast[kind](message, options);
}

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  pending.push({ kind, message, options });
  // Once the Toaster is on the page (mounted flag below), a toast shows at once.
  if (sonner && toasterMounted) flush();
  else void load().catch(() => undefined);
}

let toasterMounted = false;

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; renders Sonner's Toaster once the first toast has loaded it. */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, () => sonner);
  useEffect(() => {
    if (!loaded) return;
    // Sonner's Toaster subscribes in its own effect, which has run before this parent's.
    toasterMounted = true;
    flush();
    return () => {
      toasterMounted = false;
    };
  }, [loaded]);
  return loaded ? <loaded.SonnerToaster /> : null;
}
