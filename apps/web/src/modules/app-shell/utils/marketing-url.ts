const DEFAULT_MARKETING_URL = 'https://northdesk.app';

/** The marketing site behind the sidebar's Home link (VITE_MARKETING_URL at build time). */
export const MARKETING_URL = import.meta.env.VITE_MARKETING_URL || DEFAULT_MARKETING_URL;
