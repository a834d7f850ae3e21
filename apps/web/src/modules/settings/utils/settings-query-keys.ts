/** React Query keys of the administration pages under /settings. */
export const settingsQueryKeys = {
  all: ['settings'] as const,
  permissions: ['settings', 'permissions'] as const,
  users: ['settings', 'users'] as const,
  invitations: ['settings', 'invitations'] as const,
  company: ['settings', 'company'] as const,
  /** A public invitation, read by its token on the accept page. */
  invitation: (token: string) => ['invitation', token] as const,
};
