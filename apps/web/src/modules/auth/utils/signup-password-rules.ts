import { PASSWORD_RULES } from '@northdesk/shared';
import { AUTH_WEB_COPY } from '../copy';

export interface PasswordRule {
  id: string;
  label: string;
  isMet: (password: string) => boolean;
}

/** The sign-up rules of docs/product/shell.md, as a checklist (the schema in @northdesk/shared enforces them). */
export const SIGNUP_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: AUTH_WEB_COPY.passwordRules.length,
    isMet: (password) => password.length >= PASSWORD_RULES.signupMinLength,
  },
  {
    id: 'uppercase',
    label: AUTH_WEB_COPY.passwordRules.uppercase,
    isMet: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    label: AUTH_WEB_COPY.passwordRules.lowercase,
    isMet: (password) => /[a-z]/.test(password),
  },
  { id: 'number', label: AUTH_WEB_COPY.passwordRules.number, isMet: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: AUTH_WEB_COPY.passwordRules.special,
    isMet: (password) => /[^A-Za-z0-9]/.test(password),
  },
];
