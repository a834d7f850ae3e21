import { ADMIN_COPY } from '@northdesk/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { AvatarCard } from '@/modules/profile/components/AvatarCard';
import { PersonalInfoCard } from '@/modules/profile/components/PersonalInfoCard';
import { ProfilePasswordCard } from '@/modules/profile/components/ProfilePasswordCard';
import { useProfile } from '@/modules/profile/hooks/useProfile';
import { AdminAccessDenied } from '@/modules/settings/components/AdminAccessDenied';
import { BackToDashboardButton } from '@/modules/settings/components/BackToDashboardButton';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

/** /profile (docs/product/administration.md): password, picture and personal information of the signed-in user. */
export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const profile = useProfile();

  if (isLoading) return <CenteredSpinner className="min-h-[60dvh]" />;
  if (!user)
    return (
      <AdminAccessDenied title={ADMIN_COPY.accessDeniedTitle} message={ADMIN_COPY.profileAccessDenied} />
    );

  const name = profile.data?.fullName || user.fullName || user.email;
  return (
    <PageContainer className="max-w-4xl">
      <div className="grid gap-2">
        <BackToDashboardButton label={ADMIN_COPY.backToDashboard} className="justify-self-start" />
        <PageHeader title={ADMIN_COPY.profileTitle} description={ADMIN_COPY.profileDescription} />
      </div>
      <ProfilePasswordCard />
      {profile.data ? (
        <>
          <AvatarCard avatarUrl={profile.data.avatarUrl} name={name} />
          <PersonalInfoCard key={profile.data.id} profile={profile.data} />
        </>
      ) : profile.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-6 text-sm">
          <p className="text-muted-foreground">{ADMIN_COPY.profileLoadFailed}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {ADMIN_COPY.retry}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      )}
    </PageContainer>
  );
}
