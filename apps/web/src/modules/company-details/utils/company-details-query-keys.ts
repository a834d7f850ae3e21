/** React Query keys of Settings → Company Details. */
export const companyDetailsQueryKeys = {
  all: ['company-details'] as const,
};
