import { z } from 'zod';
import { DEFAULT_VAT_CODE, VAT_CODES } from '../money/vat.ts';
import { DEFAULT_LEAD_STATUS, leadStatusSchema } from './companies.ts';

/** Currencies a tenant can price quotes in (ISO 4217); Northdesk serves UK traders. */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'GBP';

/** CRM Settings → General settings (docs/product/hubspot.md): the tenant's defaults for new records. */
export const crmGeneralSettingsSchema = z.object({
  defaultCurrency: z.enum(CURRENCIES),
  defaultVatCode: z.enum(VAT_CODES),
  defaultLeadStatus: leadStatusSchema,
});
export type CrmGeneralSettings = z.infer<typeof crmGeneralSettingsSchema>;

export const DEFAULT_CRM_GENERAL_SETTINGS: CrmGeneralSettings = {
  defaultCurrency: DEFAULT_CURRENCY,
  defaultVatCode: DEFAULT_VAT_CODE,
  defaultLeadStatus: DEFAULT_LEAD_STATUS,
};

export const crmGeneralSettingsResponseSchema = z.object({ settings: crmGeneralSettingsSchema });
export type CrmGeneralSettingsResponse = z.infer<typeof crmGeneralSettingsResponseSchema>;

/** PATCH: some or all of the fields. */
export const updateCrmGeneralSettingsSchema = crmGeneralSettingsSchema.partial().strict();
export type UpdateCrmGeneralSettings = z.infer<typeof updateCrmGeneralSettingsSchema>;
