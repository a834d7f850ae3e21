import { ADMIN_COPY } from '@northdesk/shared';
import type { Mail } from '../../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Sent instead of an invitation (or a new account) when the address already has an account with
 * another company: the administrator is answered as for a new address (no cross-tenant hint),
 * and the owner of the address learns what happened. It carries no link and changes nothing.
 */
export function existingAccountMail(input: { to: string; companyName: string; actorName: string }): Mail {
  const intro = `${input.actorName} of ${input.companyName} tried to add this address to their company on Northdesk. You already have a Northdesk account with this address, with another company. Your account was not changed or moved, and it cannot be used to sign in to ${input.companyName}.`;
  const advice = `Keep signing in as usual. To work with ${input.companyName} as well, ask them to add you with a different email address. If you did not expect this, you can ignore this mail.`;
  return {
    to: input.to,
    subject: ADMIN_COPY.existingAccountMailSubject(input.companyName),
    text: `${intro}\n\n${advice}\n`,
    html: `<p>${escapeHtml(intro)}</p><p style="color:#666">${escapeHtml(advice)}</p>`,
  };
}
