import { useMediaQuery } from '@/modules/ui/hooks/useMediaQuery';
import {
  classifyDevice,
  type DeviceClass,
  PORTRAIT_MEDIA_QUERY,
  usesMobileShell,
} from '../utils/mobile-routes';

let device: DeviceClass | null = null;

/** The device's class, read once per load from its pointer and screen (not the window). */
export function currentDeviceClass(): DeviceClass {
  device ??= classifyDevice({
    coarsePointer: window.matchMedia('(pointer: coarse)').matches,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  });
  return device;
}

/**
 * True on phones and on tablets held upright: they get the mobile screens only. A tablet turned
 * to landscape gets the desktop layout; a desktop never gets the mobile one, however narrow.
 */
export function useUsesMobileShell(): boolean {
  const portrait = useMediaQuery(PORTRAIT_MEDIA_QUERY);
  return usesMobileShell(currentDeviceClass(), portrait);
}

/** useUsesMobileShell's answer outside React, at this moment. */
export function usesMobileShellNow(): boolean {
  return usesMobileShell(currentDeviceClass(), window.matchMedia(PORTRAIT_MEDIA_QUERY).matches);
}
