import { ADMIN_COPY } from '@northdesk/shared';
import { ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface AdminAccessDeniedProps {
  message: string;
  /** Shown above the message; the settings page's message carries its own "Access Denied". */
  title?: string;
  backLabel?: string;
}

/** An administration page's Access Denied panel with the spec's own text. */
export function AdminAccessDenied({
  message,
  title,
  backLabel = ADMIN_COPY.backToDashboard,
}: AdminAccessDeniedProps) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <div role="alert" className="flex max-w-sm flex-col items-center text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldXIcon className="size-6" aria-hidden="true" />
        </div>
        {/* The page's one heading: its title, or the message where that says "Access Denied" itself. */}
        {title ? (
          <>
            <h1 className="mt-4 font-semibold text-lg tracking-tight">{title}</h1>
            <p className="mt-2 text-muted-foreground text-sm">{message}</p>
          </>
        ) : (
          <h1 className="mt-4 font-medium text-sm">{message}</h1>
        )}
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{backLabel}</Link>
        </Button>
      </div>
    </div>
  );
}
