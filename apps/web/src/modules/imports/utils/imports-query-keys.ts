/** React Query keys of imports. */
export const importsQueryKeys = {
  all: ['imports'] as const,
  detail: (id: string) => ['imports', id] as const,
};
