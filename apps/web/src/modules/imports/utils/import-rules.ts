import { IMPORT_FIELD_LABELS, type ImportEntity, type ImportMapping } from '@northdesk/shared';

/** Fields a file must map before its dry run (any one of a group will do). */
const REQUIRED: Record<ImportEntity, string[][]> = {
  companies: [['name', 'domain', 'id']],
  contacts: [['firstName', 'lastName', 'email', 'id']],
  products: [['sku', 'id']],
  deals: [['name', 'id']],
};

/** The labels of the required fields the mapping leaves out, or [] when it is complete. */
export function missingFields(entity: ImportEntity, mapping: ImportMapping): string[] {
  const labels = IMPORT_FIELD_LABELS[entity] as Record<string, string>;
  return REQUIRED[entity]
    .filter((group) => !group.some((field) => mapping.includes(field as ImportMapping[number])))
    .map((group) =>
      group
        .filter((f) => f !== 'id')
        .map((f) => labels[f] ?? f)
        .join(' / '),
    );
}
