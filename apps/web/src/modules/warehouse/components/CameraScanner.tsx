import { WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { CameraIcon, CameraOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCameraScanner } from '../hooks/useCameraScanner';

const C = WAREHOUSE_PHONE_COPY.camera;

const PROBLEMS = {
  refused: C.refused,
  unavailable: C.unavailable,
  'decoder-failed': C.decoderFailed,
} as const;

/**
 * The camera button and its view. When the camera cannot be used (permission refused, no camera,
 * the decoder not loaded) it says so; the code field and a handheld scanner keep working.
 */
export function CameraScanner({
  onScan,
  continuous = false,
}: {
  onScan: (code: string) => void;
  continuous?: boolean;
}) {
  const camera = useCameraScanner(onScan, { continuous });
  const active = camera.state === 'starting' || camera.state === 'on';
  const problem = camera.state in PROBLEMS ? PROBLEMS[camera.state as keyof typeof PROBLEMS] : null;
  return (
    <div className="grid gap-2" data-camera-state={camera.state}>
      {active ? (
        <Button type="button" variant="outline" className="h-11" onClick={camera.stop}>
          <CameraOffIcon aria-hidden="true" />
          {C.stop}
        </Button>
      ) : (
        <Button type="button" variant="outline" className="h-11" onClick={() => void camera.start()}>
          <CameraIcon aria-hidden="true" />
          {C.start}
        </Button>
      )}
      <video
        ref={camera.videoRef}
        muted
        playsInline
        aria-label={C.viewLabel}
        className={active ? 'aspect-[4/3] w-full rounded-md bg-black object-cover' : 'hidden'}
      />
      {active ? (
        <p role="status" className="text-muted-foreground text-xs">
          {camera.state === 'starting' ? C.starting : C.aiming}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
