/** React Query keys of the signed-in user's profile. */
export const profileQueryKeys = {
  profile: ['profile'] as const,
  colleagues: ['profile', 'colleagues'] as const,
};
