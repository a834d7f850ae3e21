/** The reset token of a "#type=recovery&token=…" link, or null when the link is not one. */
export function parseRecoveryToken(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token');
  return params.get('type') === 'recovery' && token ? token : null;
}
