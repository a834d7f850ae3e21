/** The name shown for a tenant: trading name, else legal name, else name. */
export function tenantDisplayName(company: {
  name: string;
  legalName: string | null;
  tradingName: string | null;
}): string {
  return company.tradingName?.trim() || company.legalName?.trim() || company.name;
}
