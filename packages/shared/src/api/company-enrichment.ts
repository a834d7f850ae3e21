import { z } from 'zod';
import { COMPANIES_COPY as C } from '../copy/companies.ts';

/** POST /api/companies/enrich. The domain as typed: a scheme or port is kept for the fetch. */
export const enrichCompanyRequestSchema = z.object({
  domain: z.string().trim().min(1, C.enrichNeedsDomain).max(2000),
});
export const enrichedCompanySchema = z.object({
  domain: z.string(),
  name: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  employeeCount: z.number().int().min(1).nullable(),
  logoFile: z.string().nullable(),
});
export type EnrichedCompany = z.infer<typeof enrichedCompanySchema>;
export const enrichCompanyResponseSchema = z.object({ data: enrichedCompanySchema });
