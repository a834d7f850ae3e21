import { useSyncExternalStore } from 'react';
import { MOBILE_SHELL_MEDIA_QUERY } from '../utils/mobile-routes';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(MOBILE_SHELL_MEDIA_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return window.matchMedia(MOBILE_SHELL_MEDIA_QUERY).matches;
}

/** True on phones and on tablets held upright: they get the mobile screens only. */
export function useUsesMobileShell(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
