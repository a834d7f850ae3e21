/** Industry options of the company form (docs/product/companies.md); stored lower-cased. */
export const INDUSTRY_OPTIONS = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Construction',
  'Real Estate',
  'Transportation',
  'Energy',
  'Media',
  'Hospitality',
  'Other',
] as const;
export const INDUSTRY_VALUES: readonly string[] = INDUSTRY_OPTIONS.map((label) => label.toLowerCase());

/** The label of a stored (lower-cased) industry: "real estate" → "Real Estate". */
export function industryLabel(value: string): string {
  return INDUSTRY_OPTIONS.find((label) => label.toLowerCase() === value) ?? value;
}
