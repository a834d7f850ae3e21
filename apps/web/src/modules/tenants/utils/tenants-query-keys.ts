/** React Query keys of the developers' company switch. */
export const tenantsQueryKeys = {
  all: ['tenants'] as const,
};
