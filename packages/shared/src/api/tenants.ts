import { z } from 'zod';

export const tenantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string().nullable(),
  tradingName: z.string().nullable(),
  displayName: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

export const tenantListResponseSchema = z.object({ companies: z.array(tenantSummarySchema) });

export const switchCompanyRequestSchema = z.object({ companyId: z.uuid('Please select a company') });
export type SwitchCompanyRequest = z.infer<typeof switchCompanyRequestSchema>;
