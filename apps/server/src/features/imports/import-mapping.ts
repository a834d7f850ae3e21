import {
  IMPORT_FIELD_ALIASES,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportEntity,
  type ImportMapping,
} from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { importMappings } from '../../db/schema/index.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';

/** A heading as compared: lower-case, accents, spaces and punctuation dropped ("E-mail" = "email"). */
export const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * The mapping offered for a file: this tenant's last choice for a heading first, then our own
 * labels (an exported file maps itself), then common names; each field is filled once.
 */
export function suggestMapping(
  entity: ImportEntity,
  headers: string[],
  remembered: Record<string, string | null> | null,
): { mapping: ImportMapping; remembered: boolean } {
  const fields: readonly string[] = IMPORT_FIELDS[entity];
  const labels = IMPORT_FIELD_LABELS[entity] as Record<string, string>;
  const byLabel = new Map(fields.map((f) => [headingKey(labels[f] ?? f), f]));
  const byAlias = new Map<string, string>();
  for (const field of fields)
    for (const alias of IMPORT_FIELD_ALIASES[field] ?? []) {
      const key = headingKey(alias);
      if (!byAlias.has(key)) byAlias.set(key, field);
    }
  const used = new Set<string>();
  let fromMemory = false;
  const mapping = headers.map((heading) => {
    const key = headingKey(heading);
    const rememberedField = remembered?.[key];
    const candidates =
      remembered && key in remembered
        ? [rememberedField ?? null]
        : [byLabel.get(key) ?? null, byAlias.get(key) ?? null];
    if (remembered && key in remembered) fromMemory = true;
    const field = candidates.find((c) => c !== null && fields.includes(c) && !used.has(c)) ?? null;
    if (field) used.add(field);
    return field as ImportMapping[number];
  });
  return { mapping, remembered: fromMemory };
}

export async function rememberedMapping(tx: Transaction, entity: ImportEntity) {
  const [row] = await tx
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.entity, entity)));
  return row?.mapping ?? null;
}

/** Remembers the person's mapping by heading, for the tenant's next file of this entity. */
export async function rememberMapping(
  tx: Transaction,
  ctx: TenantContext,
  entity: ImportEntity,
  headers: string[],
  mapping: ImportMapping,
) {
  const byHeading = Object.fromEntries(headers.map((h, i) => [headingKey(h), mapping[i] ?? null]));
  await tx
    .insert(importMappings)
    .values({ companyId: ctx.companyId, entity, mapping: byHeading })
    .onConflictDoUpdate({
      target: [importMappings.companyId, importMappings.entity],
      set: { mapping: byHeading, updatedAt: sql`now()` },
    });
}
