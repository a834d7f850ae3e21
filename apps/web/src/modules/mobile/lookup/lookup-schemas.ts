/**
 * The lists' answer schemas, fetched with the first lookup: the companies' and contacts' schemas
 * are not part of the mobile home's first load (issue 17).
 */
export { companyListResponseSchema, contactListResponseSchema } from '@northdesk/shared';
