/** The /api/account/me answer's schema, in a chunk of its own (loaded by useCurrentUser). */
export { currentUserResponseSchema } from '@northdesk/shared';
