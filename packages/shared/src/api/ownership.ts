import { z } from 'zod';

/**
 * Ownership of companies and contacts (issue 18): each has an owner, a user of the tenant, by
 * default the user who created it. Lists filter by owner: "mine" (the signed-in user), a user's
 * id, or everyone (no filter).
 */
export const OWNER_FILTER_MINE = 'mine';

/** The owner as lists and detail pages show it. */
export const ownerRefSchema = z.object({ id: z.string(), name: z.string().nullable() });
export type OwnerRef = z.infer<typeof ownerRefSchema>;

/** The list's owner filter: "mine" or a user id; absent is everyone. */
export const ownerFilterSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

/** A record's owner in a create or edit: a user id of the tenant, or null (or '') for none. */
export const ownerUserIdInputSchema = z
  .string()
  .trim()
  .max(200)
  .nullish()
  // A form's "No owner" is an empty choice: the same as null. Left out: the default (the creator).
  .transform((value) => (value === '' ? null : value));
