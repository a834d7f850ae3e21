export const PROFILE_QUERY_KEY = ['profile'] as const;
export const COLLEAGUES_QUERY_KEY = ['profile', 'colleagues'] as const;
