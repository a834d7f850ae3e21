import type { Role } from '@northdesk/shared';
import type { AppDeps } from '../../../deps.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { existingAccountMail } from './existing-account-mail.ts';
import { createPlaceholderUser } from './user-accounts.service.ts';

type Actor = Pick<RequestUser, 'companyId' | 'companyName' | 'fullName' | 'email'>;

/** Tells the owner of an address that a company tried to add it; a failed mail is logged, not shown. */
export async function mailExistingAccountNotice(deps: AppDeps, actor: Actor, to: string): Promise<void> {
  await deps.mailer
    .send(
      existingAccountMail({ to, companyName: actor.companyName, actorName: actor.fullName ?? actor.email }),
    )
    .catch((error: unknown) => deps.log.warn({ err: error }, 'existing-account notice could not be sent'));
}

/**
 * Creating a user whose address has an account with another company (issue 15, item 11). The
 * administrator must learn nothing about other tenants, so the request is carried out as far as
 * it can be without touching that account: this tenant gets a placeholder member under the
 * address (listed, given a role, removable, like a new user who has not signed in yet; see
 * createPlaceholderUser), and the address's owner is mailed that they already have an account,
 * instead of anything that would let them in. Returns the placeholder's id; a race with another
 * request for the address ends in EmailTakenError, as for a new address.
 */
export async function addPlaceholderMember(
  deps: AppDeps,
  actor: Actor,
  input: { email: string; fullName: string; role: Role },
): Promise<string> {
  const userId = await createPlaceholderUser(deps.database.db, deps.auth, {
    companyId: actor.companyId,
    email: input.email,
    fullName: input.fullName,
    role: input.role,
  });
  await mailExistingAccountNotice(deps, actor, input.email);
  return userId;
}
