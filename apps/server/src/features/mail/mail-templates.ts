import type { Mail } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(outro)}</p>`,
  };
}

export const mailTemplates = {
  verifyEmail: (to: string, url: string) =>
    linkMail(
      to,
      'Verify your email for Northdesk',
      'Welcome to Northdesk. Please confirm your email address to activate your account.',
      'Verify email',
      url,
      'If you did not sign up, you can ignore this mail.',
    ),
  existingAccount: (to: string, url: string) =>
    linkMail(
      to,
      'You already have a Northdesk account',
      'Someone tried to create a Northdesk account with this email address, which already has one.',
      'Sign in',
      url,
      'If you forgot your password, use "Forgot your password?" on the sign-in page. If this was not you, ignore this mail.',
    ),
  resetPassword: (to: string, url: string) =>
    linkMail(
      to,
      'Reset your Northdesk password',
      'Someone asked to reset the password of your Northdesk account.',
      'Choose a new password',
      url,
      'If this was not you, ignore this mail: your password stays as it is. The link expires in one hour.',
    ),
};
