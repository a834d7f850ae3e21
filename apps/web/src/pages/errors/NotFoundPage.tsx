// Renders with Tailwind's class merging (lib/utils.ts): loaded after the sign-in page's first load.
import '@/lib/class-merge';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ERROR_COPY } from '@/modules/error-handler/copy';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/50 px-4 py-10 text-center">
      <p className="font-semibold text-primary text-sm tracking-wide">{ERROR_COPY.notFoundCode}</p>
      <h1 className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">{ERROR_COPY.notFoundTitle}</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">{ERROR_COPY.notFoundDescription}</p>
      <Button asChild className="mt-8">
        <Link to="/">{ERROR_COPY.returnHome}</Link>
      </Button>
    </main>
  );
}
