import {
  ADMIN_COPY,
  type CreateInvitationRequest,
  type CreateUserRequest,
  companySettingsResponseSchema,
  type DefaultAccessLevels,
  invitationResponseSchema,
  type Role,
  type SavePermissionsRequest,
  savePermissionsResponseSchema,
  settingsUserResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, errorMessageOf } from '@/lib/api-client';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { settingsQueryKeys } from '../utils/settings-query-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSavePermissions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (changes: SavePermissionsRequest['changes']) =>
      apiFetch('/api/settings/permissions', {
        method: 'PUT',
        body: { changes },
        schema: savePermissionsResponseSchema,
      }),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.permissionsUpdated);
      await refresh(settingsQueryKeys.permissions, ['profile', 'access']);
    },
    onError: () => toast.error(ADMIN_COPY.permissionsSaveFailed),
  });
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: CreateUserRequest) =>
      apiFetch('/api/settings/users', { method: 'POST', body: request, schema: settingsUserResponseSchema }),
    onSuccess: async ({ user }) => {
      toast.success(ADMIN_COPY.userCreated(user.fullName ?? user.email));
      await refresh(settingsQueryKeys.users, settingsQueryKeys.permissions);
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409
          ? ADMIN_COPY.emailTaken
          : ADMIN_COPY.userCreateFailed,
      ),
  });
}

export function useUpdateUserRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      apiFetch(`/api/settings/users/${encodeURIComponent(userId)}/role`, {
        method: 'PATCH',
        body: { role },
        schema: settingsUserResponseSchema,
      }),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.userRoleUpdated);
      await refresh(settingsQueryKeys.users, settingsQueryKeys.permissions, authQueryKeys.currentUser);
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.userRoleUpdateFailed)),
  });
}

export function useRemoveUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; email: string }) =>
      apiFetch(`/api/settings/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: async (_result, { email }) => {
      toast.success(ADMIN_COPY.userRemoved(email));
      await refresh(settingsQueryKeys.users, settingsQueryKeys.permissions);
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.userRemoveFailed)),
  });
}

export function useCreateInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) =>
      apiFetch('/api/settings/invitations', {
        method: 'POST',
        body: request,
        schema: invitationResponseSchema,
      }),
    onSuccess: async ({ invitation }) => {
      toast.success(ADMIN_COPY.invitationSent(invitation.email));
      await refresh(settingsQueryKeys.invitations);
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.invitationSendFailed)),
  });
}

export function useCancelInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/settings/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.invitationCancelled);
      await refresh(settingsQueryKeys.invitations);
    },
    onError: () => toast.error(ADMIN_COPY.invitationCancelFailed),
  });
}

export function useUpdateRspRounding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundRspToWholeNumbers: boolean) =>
      apiFetch('/api/settings/company', {
        method: 'PATCH',
        body: { roundRspToWholeNumbers },
        schema: companySettingsResponseSchema,
      }),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(settingsQueryKeys.company, settings);
      toast.success(
        settings.roundRspToWholeNumbers ? ADMIN_COPY.rspRoundingEnabled : ADMIN_COPY.rspRoundingDisabled,
      );
    },
    onError: () => toast.error(ADMIN_COPY.settingUpdateFailed),
  });
}

export function useUpdateDefaultLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaultAccessLevels: DefaultAccessLevels) =>
      apiFetch('/api/settings/company', {
        method: 'PATCH',
        body: { defaultAccessLevels },
        schema: companySettingsResponseSchema,
      }),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(settingsQueryKeys.company, settings);
      toast.success(ADMIN_COPY.defaultLevelsSaved);
    },
    onError: () => toast.error(ADMIN_COPY.settingUpdateFailed),
  });
}
