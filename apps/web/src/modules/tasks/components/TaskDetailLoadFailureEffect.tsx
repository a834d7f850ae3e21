import { TASKS_COPY } from '@northdesk/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';

/** A task that cannot be shown: not found or not allowed sends the user back to /tasks. */
export function TaskDetailLoadFailureEffect({ error }: { error: Error | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      toast.error(TASKS_COPY.taskNotFound);
      void navigate('/tasks', { replace: true });
    } else if (error instanceof ApiError && error.status === 403) {
      toast.error(TASKS_COPY.noPermission);
      void navigate('/tasks', { replace: true });
    } else {
      toast.error(TASKS_COPY.fetchTaskFailed);
    }
  }, [error, navigate]);
  return null;
}
