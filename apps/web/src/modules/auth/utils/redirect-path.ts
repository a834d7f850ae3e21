const DEFAULT_PATH = '/';

/** Location state the guard leaves on /auth so sign-in can return to the attempted page. */
export interface RedirectState {
  from: string;
}

export function toRedirectState({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): RedirectState {
  return { from: `${pathname}${search}${hash}` };
}

function isSafeInAppPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/auth')
  );
}

/** Where to go after sign-in: the remembered path when it is an in-app path, else the dashboard. */
export function redirectPathFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && isSafeInAppPath(from)) return from;
  }
  return DEFAULT_PATH;
}
