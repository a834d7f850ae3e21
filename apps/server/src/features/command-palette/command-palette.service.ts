import {
  PALETTE_RESULT_KINDS,
  PALETTE_RESULTS_PER_KIND,
  type PaletteResult,
  type PaletteResultKind,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../db/tenant.ts';
import type { DatabaseHandle } from '../../db/types.ts';

type Row = { kind: PaletteResultKind; id: string; title: string; subtitle: string | null };

/**
 * The command palette's search (issue 24 item 3): a few companies, contacts, deals, tasks and
 * quotes whose name, email or domain match, for the kinds the user may read. One call of
 * crm_palette_search (migration 0061: SECURITY DEFINER so the trigram indexes serve it), one round
 * trip (readAsTenant).
 */
export async function paletteSearch(
  database: Pick<DatabaseHandle, 'readAsTenant'>,
  ctx: TenantContext,
  text: string,
  kinds: readonly PaletteResultKind[],
): Promise<PaletteResult[]> {
  if (kinds.length === 0) return [];
  const rows = await database.readAsTenant<Row>(
    ctx,
    sql`select kind, id, title, subtitle from crm_palette_search(${text}, string_to_array(${kinds.join(',')}, ${','}), ${PALETTE_RESULTS_PER_KIND}) order by array_position(string_to_array(${PALETTE_RESULT_KINDS.join(',')}, ${','}), kind), place`,
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, subtitle: r.subtitle || null }));
}
