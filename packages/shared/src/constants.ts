/** Business constants and limits (docs/product/shell.md). Binding: change them only with the spec. */
export const RATE_LIMITS = {
  signup: { maxAttempts: 5, windowMinutes: 15 },
  login: { maxAttempts: 10, windowMinutes: 15 },
  /** Failed sign-ins from one client address (password spraying over many emails). */
  loginPerAddress: { maxAttempts: 20, windowMinutes: 15 },
  /** New tenants from one client address. */
  signupPerAddress: { maxAttempts: 10, windowMinutes: 60 },
  /** Reset mails per email (the spec's 5 per 15 minutes) and per client address. */
  passwordReset: { maxAttempts: 5, windowMinutes: 15 },
  passwordResetPerAddress: { maxAttempts: 20, windowMinutes: 15 },
  /** Current-password checks when changing a password, per user (like sign-in). */
  passwordChange: { maxAttempts: 10, windowMinutes: 15 },
} as const;

export const SECURITY_EVENT_ACTIONS = [
  'failed_signup',
  'signup_attempt',
  'failed_login',
  'successful_login',
] as const;
export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

export const PASSWORD_RULES = {
  signupMinLength: 12,
  changeMinLength: 6,
  resetMinLength: 6,
} as const;

export const BREADCRUMB_CAP = 10;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;

export const NOTIFICATIONS_FETCH_LIMIT = 50;
export const UNREAD_BADGE_MAX = 9;
export const NOTIFICATION_LIST_HEIGHT_PX = 400;

export const EXTERNAL_SYNC_STALE_HOURS = 4;
export const UPDATE_CHECK_INTERVAL_MS = 1_800_000;
export const AVATAR_INITIALS_MAX = 2;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

export const CHAT = {
  channelCacheMs: 5 * 60 * 1000,
  pollIntervalMs: 3000,
  initialHistory: 50,
  pollHistory: 10,
  popupAutoCloseMs: 300_000,
  popupCheckMs: 1000,
  retryDelaysMs: [1000, 2000, 4000],
} as const;
