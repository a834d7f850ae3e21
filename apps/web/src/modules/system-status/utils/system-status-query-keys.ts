/** React Query keys of the system status card. */
export const systemStatusQueryKeys = {
  health: ['health'] as const,
};
