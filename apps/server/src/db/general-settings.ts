import {
  type CrmGeneralSettings,
  CURRENCIES,
  DEFAULT_CRM_GENERAL_SETTINGS,
  isVatCode,
  LEAD_STATUSES,
} from '@northdesk/shared';
import { companySettings } from './schema/index.ts';
import type { Transaction } from './types.ts';

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The tenant's CRM defaults (CRM Settings → General settings), or the built-in ones when nothing is
 * stored. Read in the caller's tenant transaction (row-level security picks the tenant's row) by
 * company creation and quotes, which is why it lives here and not in one feature.
 */
export async function readGeneralSettings(tx: Transaction): Promise<CrmGeneralSettings> {
  const [row] = await tx
    .select({
      defaultCurrency: companySettings.defaultCurrency,
      defaultVatCode: companySettings.defaultVatCode,
      defaultLeadStatus: companySettings.defaultLeadStatus,
    })
    .from(companySettings)
    .limit(1);
  const d = DEFAULT_CRM_GENERAL_SETTINGS;
  return {
    defaultCurrency: oneOf(CURRENCIES, row?.defaultCurrency, d.defaultCurrency),
    defaultVatCode: isVatCode(row?.defaultVatCode) ? row.defaultVatCode : d.defaultVatCode,
    defaultLeadStatus: oneOf(LEAD_STATUSES, row?.defaultLeadStatus, d.defaultLeadStatus),
  };
}
