import type { FieldChange } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

type Lookup = (tx: Transaction, ids: string[]) => Promise<[string, string][]>;
export type NameLookups = Record<'users' | 'companies' | 'contacts' | 'stages' | 'pipelines', Lookup>;

/** Columns whose values are ids of something with a name. */
const ID_FIELDS: Readonly<Record<string, keyof NameLookups>> = {
  owner_user_id: 'users',
  owner_id: 'users',
  assigned_to: 'users',
  crm_company_id: 'companies',
  contact_id: 'contacts',
  stage_id: 'stages',
  pipeline_id: 'pipelines',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Names for the ids found in a page of history (one query per kind), so "Owner: 3f2a…" reads
 * "Owner: Anna Smith". An id whose row is gone (or another tenant's: RLS) stays as it was.
 */
export async function historyValueNames(
  tx: Transaction,
  lookups: NameLookups,
  changes: Record<string, FieldChange>[],
  actorIds: string[],
) {
  const wanted: Record<keyof NameLookups, Set<string>> = {
    users: new Set(actorIds),
    companies: new Set(),
    contacts: new Set(),
    stages: new Set(),
    pipelines: new Set(),
  };
  for (const change of changes) {
    for (const [field, values] of Object.entries(change)) {
      const kind = ID_FIELDS[field];
      if (!kind) continue;
      for (const v of [values.old, values.new]) {
        if (typeof v === 'string' && (kind === 'users' || UUID.test(v))) wanted[kind].add(v);
      }
    }
  }
  const found = new Map<string, string>();
  for (const kind of Object.keys(wanted) as (keyof NameLookups)[]) {
    const ids = [...wanted[kind]];
    if (ids.length === 0) continue;
    for (const [id, name] of await lookups[kind](tx, ids)) if (name) found.set(`${kind}:${id}`, name);
  }
  return {
    user: (id: string) => found.get(`users:${id}`),
    value: (field: string, value: unknown): string | null => {
      const text = asText(value);
      const kind = ID_FIELDS[field];
      if (!kind || text === null) return text;
      return found.get(`${kind}:${text}`) ?? text;
    },
  };
}
