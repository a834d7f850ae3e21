/** Ownership of companies and contacts: the owner column, filter and field (issue 18). */
export const OWNERSHIP_COPY = {
  owner: 'Owner',
  noOwner: 'No owner',
  filterLabel: 'Owner',
  mine: 'Mine',
  everyone: 'Everyone',
  ownerNotFound: 'Owner must be a user of your company',
  dashboardScopeLabel: 'Figures for',
  dashboardMine: 'My records',
  dashboardEveryone: 'Everyone',
  /** The signed-in user in the owner field of a form. */
  me: (name: string) => `${name} (me)`,
} as const;
