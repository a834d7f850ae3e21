import { ADMIN_COPY, canAccessSection, isDeveloperOrSuperAdmin } from '@northdesk/shared';
import { SaveIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { AdminAccessDenied } from '@/modules/settings/components/AdminAccessDenied';
import { CloudStorageNote, CompanySettingsTab } from '@/modules/settings/components/CompanySettingsTab';
import { CreateUserCard } from '@/modules/settings/components/CreateUserCard';
import { InviteCard } from '@/modules/settings/components/InviteCard';
import { PendingInvitationsCard } from '@/modules/settings/components/PendingInvitationsCard';
import { PermissionsMatrix } from '@/modules/settings/components/PermissionsMatrix';
import { SlackIntegrationCard } from '@/modules/settings/components/SlackIntegrationCard';
import { UsersCard } from '@/modules/settings/components/UsersCard';
import { useSavePermissions } from '@/modules/settings/hooks/useSettingsMutations';
import {
  useCompanySettings,
  usePendingInvitations,
  usePermissionsMatrix,
  useSettingsUsers,
} from '@/modules/settings/hooks/useSettingsQueries';
import { defaultCompanySettings } from '@/modules/settings/utils/default-company-settings';
import {
  type PendingPermissions,
  storedLevels,
  withEdit,
} from '@/modules/settings/utils/pending-permissions';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { Spinner } from '@/modules/ui/components/Spinner';
import { UnsavedChangesGuard } from '@/modules/ui/components/UnsavedChangesGuard';

const FALLBACK_SETTINGS = defaultCompanySettings();

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-6 text-sm">
      <p className="text-muted-foreground">{ADMIN_COPY.someSettingsFailed}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {ADMIN_COPY.retry}
      </Button>
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="grid gap-6">{children}</div>;
}

/** /settings (docs/product/administration.md): permissions, users and invitations, company settings; developers and super admins. */
export function SettingsPage() {
  const { user, isLoading } = useCurrentUser();
  const allowed = isDeveloperOrSuperAdmin(user?.role);
  const matrix = usePermissionsMatrix(allowed);
  const users = useSettingsUsers(allowed);
  const invitations = usePendingInvitations(allowed);
  const companySettings = useCompanySettings(allowed);
  const savePermissions = useSavePermissions();
  const [pending, setPending] = useState<PendingPermissions>(new Map());
  const queries = [matrix, users, invitations, companySettings];
  const someFailed = queries.some((q) => q.isError);
  const loading = queries.some((q) => q.isPending && !q.isError);

  useEffect(() => {
    if (someFailed) toast.error(ADMIN_COPY.someSettingsFailed, { id: ADMIN_COPY.someSettingsFailed });
  }, [someFailed]);

  if (isLoading) return <CenteredSpinner className="min-h-[60dvh]" />;
  // An admin may open /settings for the Slack Integration tab only (issue 20; spec §6 sections).
  if (!allowed && canAccessSection(user?.role ?? null, 'slack-integration'))
    return (
      <PageContainer>
        <PageHeader title={ADMIN_COPY.settingsTitle} description={ADMIN_COPY.slackDescription} />
        <Tabs defaultValue="slack" className="gap-6">
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="slack">{ADMIN_COPY.tabSlack}</TabsTrigger>
          </TabsList>
          <TabsContent value="slack">
            <SlackIntegrationCard />
          </TabsContent>
        </Tabs>
      </PageContainer>
    );
  if (!allowed)
    return (
      <AdminAccessDenied message={ADMIN_COPY.settingsAccessDenied} backLabel={ADMIN_COPY.returnToDashboard} />
    );

  const actorRole = user?.role ?? null;
  const save = () =>
    savePermissions.mutate([...pending.values()], { onSuccess: () => setPending(new Map()) });

  return (
    <PageContainer>
      <UnsavedChangesGuard
        when={pending.size > 0}
        title={ADMIN_COPY.unsavedPermissionsTitle}
        description={ADMIN_COPY.unsavedPermissionsDescription(pending.size)}
        stayLabel={ADMIN_COPY.stayOnPage}
        leaveLabel={ADMIN_COPY.leaveWithoutSaving}
      />
      <PageHeader
        title={ADMIN_COPY.settingsTitle}
        description={ADMIN_COPY.settingsDescription}
        actions={
          <>
            {pending.size > 0 ? (
              <Button type="button" onClick={save} disabled={savePermissions.isPending}>
                {savePermissions.isPending ? (
                  <Spinner size="sm" aria-hidden="true" className="text-current" />
                ) : (
                  <SaveIcon aria-hidden="true" />
                )}
                {ADMIN_COPY.saveChanges(pending.size)}
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/">{ADMIN_COPY.returnToDashboard}</Link>
            </Button>
          </>
        }
      />
      {loading ? (
        <div className="flex items-center gap-3 py-10 text-muted-foreground text-sm" role="status">
          <Spinner size="sm" aria-hidden="true" />
          {ADMIN_COPY.loadingSettings}
        </div>
      ) : (
        <Tabs defaultValue="permissions" className="gap-6">
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="permissions">{ADMIN_COPY.tabUserPermissions}</TabsTrigger>
            <TabsTrigger value="users">{ADMIN_COPY.tabUserManagement}</TabsTrigger>
            <TabsTrigger value="company">{ADMIN_COPY.tabCompanySettings}</TabsTrigger>
            <TabsTrigger value="cloud">{ADMIN_COPY.tabCloudStorage}</TabsTrigger>
            {canAccessSection(actorRole, 'slack-integration') ? (
              <TabsTrigger value="slack">{ADMIN_COPY.tabSlack}</TabsTrigger>
            ) : null}
          </TabsList>
          <TabsContent value="permissions">
            {matrix.data ? (
              <PermissionsMatrix
                matrix={matrix.data}
                pending={pending}
                onEdit={(edit) =>
                  setPending((current) => withEdit(current, storedLevels(matrix.data.permissions), edit))
                }
              />
            ) : (
              <LoadFailed onRetry={() => void matrix.refetch()} />
            )}
          </TabsContent>
          <TabsContent value="users">
            <Section>
              {users.data ? (
                <UsersCard users={users.data} currentUserId={user?.id ?? ''} actorRole={actorRole} />
              ) : (
                <LoadFailed onRetry={() => void users.refetch()} />
              )}
              <CreateUserCard actorRole={actorRole} />
              <InviteCard actorRole={actorRole} />
              {invitations.data ? (
                <PendingInvitationsCard invitations={invitations.data} />
              ) : (
                <LoadFailed onRetry={() => void invitations.refetch()} />
              )}
            </Section>
          </TabsContent>
          <TabsContent value="company">
            <CompanySettingsTab settings={companySettings.data ?? FALLBACK_SETTINGS} />
          </TabsContent>
          <TabsContent value="cloud">
            <CloudStorageNote />
          </TabsContent>
          {canAccessSection(actorRole, 'slack-integration') ? (
            <TabsContent value="slack">
              <SlackIntegrationCard />
            </TabsContent>
          ) : null}
        </Tabs>
      )}
    </PageContainer>
  );
}
