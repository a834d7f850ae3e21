/**
 * What a list's Export and Import buttons need (issue 24): plain values without schemas, so a
 * list page's first load does not carry the import's schemas of every entity (issue 17).
 */
export const IMPORT_ENTITIES = ['companies', 'contacts', 'products', 'deals'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** Every list that has an Export button. */
export const EXPORT_ENTITIES = [
  'companies',
  'contacts',
  'activities',
  'tasks',
  'deals',
  'quotes',
  'products',
] as const;
export type ExportEntity = (typeof EXPORT_ENTITIES)[number];

/** The export's address for a list's current filters (undefined and empty values left out). */
export function exportUrl(entity: ExportEntity, filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (['page', 'pageSize', 'limit', 'before', 'after'].includes(key)) continue;
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/exports/${entity}${query ? `?${query}` : ''}`;
}
