import { lazy, Suspense, useState } from 'react';
import { useStore } from '@/modules/ui/states/create-store';
import { appUpdateStore } from '../states/app-update-store';

// The dialog (Radix Dialog, focus trap, scroll lock) is fetched only once an update is offered:
// most loads never need it, and the sign-in page's first load stays small (issue 17).
const AppUpdateDialog = lazy(() =>
  import('./AppUpdateDialog').then((module) => ({ default: module.AppUpdateDialog })),
);

/** Mounts "App Update Available" from the first offer on (kept mounted so closing animates). */
export function AppUpdatePrompt() {
  const { isUpdateAvailable } = useStore(appUpdateStore);
  const [offered, setOffered] = useState(false);
  if (isUpdateAvailable && !offered) setOffered(true);
  if (!offered && !isUpdateAvailable) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateDialog />
    </Suspense>
  );
}
