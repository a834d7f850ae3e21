import { ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AUTH_WEB_COPY } from '../copy';

export function AccessDeniedPanel() {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <div className="flex max-w-sm flex-col items-center text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldXIcon className="size-6" aria-hidden="true" />
        </div>
        <h2 className="mt-4 font-semibold text-lg tracking-tight">{AUTH_WEB_COPY.accessDeniedTitle}</h2>
        <p className="mt-2 text-muted-foreground text-sm">{AUTH_WEB_COPY.accessDeniedMessage}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{AUTH_WEB_COPY.backToDashboard}</Link>
        </Button>
      </div>
    </div>
  );
}
