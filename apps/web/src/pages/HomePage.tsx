import { SignOutButton } from '@/modules/auth/components/SignOutButton';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CurrentUserCard } from '@/modules/dashboard/components/CurrentUserCard';
import { DASHBOARD_COPY } from '@/modules/dashboard/copy';
import { SystemStatusCard } from '@/modules/system-status/components/SystemStatusCard';

export function HomePage() {
  const { user } = useCurrentUser();
  // ProtectedRoute only renders this page with a user.
  if (!user) return null;

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">{DASHBOARD_COPY.title}</h1>
          <p className="mt-1 text-muted-foreground text-sm">{DASHBOARD_COPY.subtitle}</p>
        </div>
        <SignOutButton className="self-start sm:self-auto" />
      </header>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <CurrentUserCard user={user} />
        <SystemStatusCard />
      </div>
    </main>
  );
}
