/** React Query keys of the public client configuration. */
export const clientConfigQueryKeys = {
  all: ['client-config'] as const,
};
