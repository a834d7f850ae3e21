import type { BackgroundJob } from '@northdesk/shared';
import { useEffect, useRef } from 'react';

/** Calls `onEnd` once when the followed job completes or fails. */
export function useJobOutcomeEffect(job: BackgroundJob | undefined, onEnd: (job: BackgroundJob) => void) {
  const reported = useRef<string | null>(null);
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    if (!job || reported.current === job.id) return;
    if (job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') {
      reported.current = job.id;
      callback.current(job);
    }
  }, [job]);
}
