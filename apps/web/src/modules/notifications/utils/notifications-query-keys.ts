/** React Query keys of the signed-in user's notifications. */
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
};
