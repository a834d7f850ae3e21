/** React Query keys of the signed-in account. */
export const authQueryKeys = {
  currentUser: ['account', 'me'] as const,
};

export function isCurrentUserQueryKey(queryKey: readonly unknown[]): boolean {
  const key = authQueryKeys.currentUser;
  return queryKey.length === key.length && key.every((part, index) => queryKey[index] === part);
}
