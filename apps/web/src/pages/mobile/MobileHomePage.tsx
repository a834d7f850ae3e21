import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { MobileHomeTiles } from '@/modules/mobile/components/MobileHomeTiles';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobileHomePage() {
  const { user } = useCurrentUser();
  const firstName = user?.fullName?.split(' ')[0];

  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">
          {firstName ? MOBILE_COPY.homeGreeting(firstName) : MOBILE_COPY.homeTitle}
        </h1>
        <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.homeDescription}</p>
      </header>
      <MobileHomeTiles />
    </div>
  );
}
