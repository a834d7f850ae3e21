import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Transaction } from '../../db/types.ts';

/**
 * The next quote number of the tenant for this year, "Q-2026-00042". The sequence row is taken
 * with INSERT … ON CONFLICT DO UPDATE … RETURNING in the caller's transaction: a concurrent
 * creation waits on the row lock until this one commits or rolls back, so two quotes never get
 * the same number (and the unique key quotes_tenant_number_key would refuse it anyway).
 */
export async function nextQuoteNumber(tx: Transaction, companyId: string, year: number): Promise<string> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`INSERT INTO quote_number_sequences (company_id, year, last_number) VALUES (${companyId}, ${year}, 1)
        ON CONFLICT (company_id, year) DO UPDATE SET last_number = quote_number_sequences.last_number + 1
        RETURNING last_number`,
  );
  if (!row) throw new Error('quote number sequence returned no row');
  return formatQuoteNumber(year, Number(row.last_number));
}

export const formatQuoteNumber = (year: number, n: number) => `Q-${year}-${String(n).padStart(5, '0')}`;
