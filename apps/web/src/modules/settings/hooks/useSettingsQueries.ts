import {
  companySettingsResponseSchema,
  invitationsResponseSchema,
  permissionsMatrixResponseSchema,
  settingsUsersResponseSchema,
} from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryKeys } from '../utils/settings-query-keys';

/** Sections, users and their stored levels (the User Permissions matrix). */
export function usePermissionsMatrix(enabled: boolean) {
  return useQuery({
    queryKey: settingsQueryKeys.permissions,
    queryFn: ({ signal }) =>
      apiFetch('/api/settings/permissions', { schema: permissionsMatrixResponseSchema, signal }),
    enabled,
  });
}

export function useSettingsUsers(enabled: boolean) {
  return useQuery({
    queryKey: settingsQueryKeys.users,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/settings/users', { schema: settingsUsersResponseSchema, signal })).users,
    enabled,
  });
}

/** Pending invitations only: not accepted, not expired; newest first. */
export function usePendingInvitations(enabled: boolean) {
  return useQuery({
    queryKey: settingsQueryKeys.invitations,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/settings/invitations', { schema: invitationsResponseSchema, signal }))
        .invitations,
    enabled,
  });
}

export function useCompanySettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsQueryKeys.company,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/settings/company', { schema: companySettingsResponseSchema, signal })).settings,
    enabled,
  });
}
