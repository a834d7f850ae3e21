export const TENANTS_QUERY_KEY = ['tenants'] as const;
