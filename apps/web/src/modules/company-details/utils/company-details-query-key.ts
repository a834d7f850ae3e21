export const COMPANY_DETAILS_QUERY_KEY = ['company-details'] as const;
