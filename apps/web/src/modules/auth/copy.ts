import { PASSWORD_RULES } from '@northdesk/shared';

/** Web-only copy of the auth screens; the spec's exact texts live in AUTH_COPY (@northdesk/shared). */
export const AUTH_WEB_COPY = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  fullNameLabel: 'Full Name',
  companyNameLabel: 'Company Name',
  emailPlaceholder: 'you@company.com',
  fullNamePlaceholder: 'Jane Cooper',
  companyNamePlaceholder: 'Acme Trading Ltd',
  signInSubmit: 'Sign In',
  signUpSubmit: 'Sign Up',

  passwordRulesTitle: 'Your password needs:',
  passwordRules: {
    length: `At least ${PASSWORD_RULES.signupMinLength} characters`,
    uppercase: 'An uppercase letter',
    lowercase: 'A lowercase letter',
    number: 'A number',
    special: 'A special character',
  },
  passwordRuleMet: 'met',
  passwordRuleNotMet: 'not met',
  changePasswordHint: `At least ${PASSWORD_RULES.changeMinLength} characters.`,

  accessDeniedTitle: 'Access Denied',
  accessDeniedMessage: "You don't have permission to access this section.",
  backToDashboard: 'Back to Dashboard',

  signOut: 'Sign Out',
  crossAppNavigateFailed: 'Could not open the other app. Please try again.',
} as const;
