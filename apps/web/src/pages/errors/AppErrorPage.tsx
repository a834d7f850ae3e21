import { useRouteError } from 'react-router';
import { AppErrorFallback } from '@/modules/error-handler/components/AppErrorFallback';
import { describeRouteError } from '@/modules/error-handler/utils/describe-route-error';

export function AppErrorPage() {
  const error = useRouteError();
  return <AppErrorFallback message={describeRouteError(error)} />;
}
