/** The Switch button works only for a chosen company other than the current one. */
export function canSwitchTo(selectedCompanyId: string | null, currentCompanyId: string): boolean {
  return selectedCompanyId !== null && selectedCompanyId !== currentCompanyId;
}
