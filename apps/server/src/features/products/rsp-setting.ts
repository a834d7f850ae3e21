import { companySettings } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

/**
 * The tenant's `round_rsp_to_whole_numbers` (crm spec §3 company_settings; off when nothing is
 * stored). Read inside the caller's tenant transaction by every place that shows or uses an RSP.
 */
export async function roundsRspToWholeNumbers(tx: Transaction): Promise<boolean> {
  const [row] = await tx
    .select({ round: companySettings.roundRspToWholeNumbers })
    .from(companySettings)
    .limit(1);
  return row?.round ?? false;
}
