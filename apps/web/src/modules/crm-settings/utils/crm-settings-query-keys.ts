export const crmSettingsQueryKeys = {
  all: ['crm-settings'] as const,
  general: ['crm-settings', 'general'] as const,
};
