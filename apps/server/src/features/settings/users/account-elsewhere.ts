import crypto from 'node:crypto';
import { type Role, roleLabel, type SettingsUser } from '@northdesk/shared';
import type { AppDeps } from '../../../deps.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { existingAccountMail } from './existing-account-mail.ts';

type Actor = Pick<RequestUser, 'companyName' | 'fullName' | 'email'>;

/** Tells the owner of an address that a company tried to add it; a failed mail is logged, not shown. */
export async function mailExistingAccountNotice(deps: AppDeps, actor: Actor, to: string): Promise<void> {
  await deps.mailer
    .send(
      existingAccountMail({ to, companyName: actor.companyName, actorName: actor.fullName ?? actor.email }),
    )
    .catch((error: unknown) => deps.log.warn({ err: error }, 'existing-account notice could not be sent'));
}

/**
 * Creating a user whose address has an account with another company: nothing is created, the
 * owner is mailed, and the administrator gets the answer a new address gets (201 with the user as
 * entered), so the response never tells that the address is known elsewhere (issue 15, item 11).
 */
export async function answerForAccountElsewhere(
  deps: AppDeps,
  actor: Actor,
  input: { email: string; fullName: string; role: Role },
): Promise<{ user: SettingsUser; accountElsewhere: true }> {
  await mailExistingAccountNotice(deps, actor, input.email);
  return {
    user: {
      id: crypto.randomUUID(),
      email: input.email,
      fullName: input.fullName,
      role: input.role,
      roleLabel: roleLabel(input.role),
      createdAt: new Date().toISOString(),
    },
    accountElsewhere: true,
  };
}
