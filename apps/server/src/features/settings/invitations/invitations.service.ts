import {
  type AcceptInvitationRequest,
  ADMIN_COPY,
  INVITATION_VALID_DAYS,
  type Invitation,
  isRole,
  type PublicInvitation,
  type Role,
  roleLabel,
} from '@northdesk/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { invitations, profiles } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { Database } from '../../../db/types.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { existingAccountMail } from '../users/existing-account-mail.ts';
import { accountDirectory, createUser, EmailTakenError } from '../users/user-accounts.service.ts';
import { assertMayAssignRole } from '../users/users.service.ts';
import { invitationMail } from './invitation-mail.ts';
import { findInvitationByToken, newInvitationToken } from './invitation-tokens.ts';

type Actor = Pick<RequestUser, 'userId' | 'companyId' | 'companyName' | 'role' | 'fullName' | 'email'>;
const ctxOf = (actor: Actor): Required<TenantContext> => ({
  companyId: actor.companyId,
  userId: actor.userId,
});

const VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;
const roleOf = (value: string): Role => (isRole(value) ? value : 'operative');

export const invitationUrl = (appUrl: string, token: string) => `${appUrl}/invite/${token}`;

function toInvitation(row: {
  id: string;
  email: string;
  role: string;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}): Invitation {
  const role = roleOf(row.role);
  return {
    id: row.id,
    email: row.email,
    role,
    roleLabel: roleLabel(role),
    invitedByName: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const invalid = () => notFound(ADMIN_COPY.invitationInvalid);

/**
 * Invitations by email (docs/product/administration.md): a one-time link valid for 7 days that lets the
 * person choose their name and password and join THIS tenant with the role chosen.
 */
export const invitationsService = {
  /** Pending ones only (not accepted, not expired), newest first (docs/product/administration.md). */
  listPending(db: Database, actor: Actor): Promise<Invitation[]> {
    return withTenant(db, ctxOf(actor), async (tx) => {
      const rows = await tx
        .select({
          id: invitations.id,
          email: invitations.email,
          role: invitations.role,
          invitedByName: profiles.fullName,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .leftJoin(profiles, eq(profiles.id, invitations.invitedBy))
        .where(and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
        .orderBy(desc(invitations.createdAt));
      return rows.map(toInvitation);
    });
  },

  /**
   * Invites an address and mails the link. Inviting an address again replaces its pending
   * invitation: the older link stops working. Nobody moves between tenants this way: an address of
   * this tenant is refused (409); one with an account elsewhere is answered exactly as a new one
   * (no cross-tenant hint), but its owner gets a notice with no link instead of the invitation,
   * so the pending invitation can never be accepted.
   */
  async create(deps: AppDeps, actor: Actor, input: { email: string; role: Role }): Promise<Invitation> {
    assertMayAssignRole(actor, input.role);
    const email = input.email.trim().toLowerCase();
    const place = await accountDirectory.placeOf(deps.database.db, email, actor.companyId);
    if (place === 'here') throw conflict(ADMIN_COPY.emailTaken);
    const { token, tokenHash } = newInvitationToken();
    const now = new Date();
    const { db } = deps.database;
    const row = await withTenant(db, ctxOf(actor), async (tx) => {
      await tx.delete(invitations).where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
      const [created] = await tx
        .insert(invitations)
        .values({
          companyId: actor.companyId,
          email,
          role: input.role,
          tokenHash,
          invitedBy: actor.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + VALID_MS),
        })
        .returning();
      if (!created) throw new Error('invitation was not created');
      return created;
    });
    try {
      await deps.mailer.send(
        place === 'elsewhere'
          ? existingAccountMail({
              to: email,
              companyName: actor.companyName,
              actorName: actor.fullName ?? actor.email,
            })
          : invitationMail({
              to: email,
              companyName: actor.companyName,
              inviterName: actor.fullName ?? actor.email,
              roleLabel: roleLabel(input.role),
              url: invitationUrl(deps.config.appUrl, token),
            }),
      );
    } catch (error) {
      await withTenant(db, ctxOf(actor), (tx) => tx.delete(invitations).where(eq(invitations.id, row.id)));
      throw Object.assign(new AppError('service_unavailable', ADMIN_COPY.invitationSendFailed), {
        cause: error,
      });
    }
    return toInvitation({ ...row, invitedByName: actor.fullName });
  },

  /** Cancels a pending invitation of the tenant; anything else is "not found". */
  async cancel(db: Database, actor: Actor, id: string): Promise<Invitation> {
    return withTenant(db, ctxOf(actor), async (tx) => {
      const [row] = await tx
        .delete(invitations)
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
        .returning();
      if (!row) throw notFound(ADMIN_COPY.invitationNotFound);
      return toInvitation({ ...row, invitedByName: null });
    });
  },

  /** What the invitation page shows: the company and the invited address, while the link is valid. */
  async lookup(db: Database, token: string): Promise<PublicInvitation> {
    const found = await findInvitationByToken(db, token);
    if (!found || found.acceptedAt !== null || found.expiresAt.getTime() <= Date.now()) throw invalid();
    const role = roleOf(found.role);
    return {
      companyName: found.companyName,
      email: found.email,
      role,
      roleLabel: roleLabel(role),
      expiresAt: found.expiresAt.toISOString(),
    };
  },

  /**
   * Accepts an invitation: claims it (once: concurrent or later uses find it taken), then creates
   * the account in the invitation's own tenant with its role. Following the mailed link proves
   * the address, so the email counts as verified. If the account cannot be created the claim is
   * released so the link still works.
   */
  async accept(
    deps: AppDeps,
    token: string,
    input: Pick<AcceptInvitationRequest, 'fullName' | 'password'>,
  ): Promise<{ userId: string; companyId: string; email: string; role: Role; invitationId: string }> {
    const { db } = deps.database;
    const found = await findInvitationByToken(db, token);
    if (!found) throw invalid();
    const ctx = { companyId: found.companyId };
    const [claimed] = await withTenant(db, ctx, (tx) =>
      tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(
          and(
            eq(invitations.id, found.id),
            isNull(invitations.acceptedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .returning({ id: invitations.id }),
    );
    if (!claimed) throw invalid();
    const role = roleOf(found.role);
    let userId: string;
    try {
      userId = await createUser(db, deps.auth, {
        companyId: found.companyId,
        email: found.email,
        fullName: input.fullName,
        password: input.password,
        role,
        firstLoginCompleted: true,
        emailVerified: true,
      });
    } catch (error) {
      await withTenant(db, ctx, (tx) =>
        tx.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, found.id)),
      );
      if (error instanceof EmailTakenError) throw conflict(ADMIN_COPY.emailTaken);
      throw error;
    }
    await withTenant(db, ctx, (tx) =>
      tx.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, found.id)),
    );
    return { userId, companyId: found.companyId, email: found.email, role, invitationId: found.id };
  },
};
