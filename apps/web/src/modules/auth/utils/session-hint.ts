const STORAGE_KEY = 'northdesk:signed-in';

/**
 * Whether this browser had a session the last time the app asked: a hint for the sign-in page's
 * first paint only, never a permission (the server decides). A visitor without it sees the form
 * at once instead of a spinner while the session check is in flight (issue 17).
 */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean, user?: unknown): void {
  try {
    if (signedIn) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
    if (signedIn && user) window.localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(user));
    else if (!signedIn) window.localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Storage blocked: the sign-in page waits for the session check, as without the hint.
  }
}

const OFFLINE_USER_KEY = 'northdesk:offline-user';

/**
 * The user of this browser's last session, for a reload without network only (a phone in a
 * warehouse dead spot keeps its screens and its outbox; every request is still the server's to
 * judge). Forgotten at sign-out and whenever the server says there is no session. Unchecked here:
 * the caller parses it with the account schema.
 */
export function lastSessionUser(): unknown {
  try {
    const text = window.localStorage.getItem(OFFLINE_USER_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
