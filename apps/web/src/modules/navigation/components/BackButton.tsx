import { ArrowLeftIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { NAVIGATION_COPY } from '../copy';
import { useBreadcrumbReturn } from '../hooks/useBreadcrumbReturn';
import { breadcrumbStore } from '../states/breadcrumb-store';

/** Returns to the page the user came from (breadcrumb history), else the dashboard. */
export function BackButton({ className }: { className?: string }) {
  const target = useBreadcrumbReturn();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('-ml-2.5 text-muted-foreground hover:text-foreground', className)}
      onClick={() => {
        breadcrumbStore.leavePage(pathname);
        void navigate(target.path);
      }}
    >
      <ArrowLeftIcon aria-hidden="true" />
      {NAVIGATION_COPY.backTo(target.title)}
    </Button>
  );
}
