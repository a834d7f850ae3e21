export const CURRENT_USER_QUERY_KEY = ['account', 'me'] as const;

export function isCurrentUserQueryKey(queryKey: readonly unknown[]): boolean {
  return (
    queryKey.length === CURRENT_USER_QUERY_KEY.length &&
    CURRENT_USER_QUERY_KEY.every((part, index) => queryKey[index] === part)
  );
}
