import { PlainButton } from '@/components/ui/plain-button';
import { TriangleAlertIcon } from '@/modules/ui/components/first-load-icons';
import { ERROR_COPY } from '../copy';

export function AppErrorFallback({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10">
      <div className="flex w-full max-w-lg flex-col items-center rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 font-semibold text-xl tracking-tight">{ERROR_COPY.appErrorTitle}</h1>
        <p className="mt-2 text-muted-foreground text-sm">{ERROR_COPY.appErrorDescription}</p>
        <pre className="mt-4 max-h-48 w-full overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted px-3 py-2.5 text-left font-mono text-xs">
          {message}
        </pre>
        <PlainButton className="mt-6" onClick={() => window.location.reload()}>
          {ERROR_COPY.reloadPage}
        </PlainButton>
      </div>
    </main>
  );
}
