export const SETTINGS_QUERY_KEYS = {
  all: ['settings'] as const,
  permissions: ['settings', 'permissions'] as const,
  users: ['settings', 'users'] as const,
  invitations: ['settings', 'invitations'] as const,
  company: ['settings', 'company'] as const,
};
