import { ADMIN_COPY, INVITATION_VALID_DAYS } from '@northdesk/shared';
import type { Mail } from '../../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The invitation mail: who invites, to which company, and the one-time link. */
export function invitationMail(input: {
  to: string;
  companyName: string;
  inviterName: string;
  roleLabel: string;
  url: string;
}): Mail {
  const intro = `${input.inviterName} invited you to join ${input.companyName} on Northdesk as ${input.roleLabel}.`;
  const action = 'Accept the invitation';
  const outro = `Open the link to choose your name and password. It works once and expires in ${INVITATION_VALID_DAYS} days. If you did not expect this invitation, you can ignore this mail.`;
  return {
    to: input.to,
    subject: ADMIN_COPY.invitationMailSubject(input.companyName),
    text: `${intro}\n\n${action}: ${input.url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(outro)}</p>`,
  };
}
