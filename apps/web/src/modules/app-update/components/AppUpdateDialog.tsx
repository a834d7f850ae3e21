// Renders with Tailwind's class merging (lib/utils.ts): loaded after the sign-in page's first load.
import '@/lib/class-merge';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useStore } from '@/modules/ui/states/create-store';
import { APP_UPDATE_COPY } from '../copy';
import { appUpdateStore } from '../states/app-update-store';
import { applyServiceWorkerUpdate, waitingServiceWorker } from '../utils/service-worker-client';

/** "App Update Available": Later dismisses, Update Now switches to the new version and reloads. */
export function AppUpdateDialog() {
  const { isUpdateAvailable, version } = useStore(appUpdateStore);
  const [isUpdating, setIsUpdating] = useState(false);
  const dismiss = () => appUpdateStore.dismiss(waitingServiceWorker());

  return (
    <Dialog
      open={isUpdateAvailable}
      onOpenChange={(open) => {
        if (!open && !isUpdating) dismiss();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary max-sm:mx-auto">
            <RefreshCwIcon className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>{APP_UPDATE_COPY.title}</DialogTitle>
          <DialogDescription>{APP_UPDATE_COPY.description}</DialogDescription>
          {version ? (
            <p className="text-muted-foreground text-xs">{APP_UPDATE_COPY.version(version)}</p>
          ) : null}
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={isUpdating} onClick={dismiss}>
            {APP_UPDATE_COPY.later}
          </Button>
          <Button
            disabled={isUpdating}
            aria-busy={isUpdating || undefined}
            onClick={() => {
              setIsUpdating(true);
              applyServiceWorkerUpdate();
            }}
          >
            {isUpdating ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
            {APP_UPDATE_COPY.updateNow}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
