import { inject } from 'vitest';

/** Users the e2e setup creates with the admin CLI before the server starts. */
export const E2E_FIXTURE_USERS = [
  {
    email: 'forced-change@e2e.test',
    password: 'Temporary-Pass-1!',
    fullName: 'Fiona Firstlogin',
    company: 'E2E Fixtures Ltd',
    role: 'operative',
    mustChangePassword: true,
  },
  {
    email: 'operative@e2e.test',
    password: 'Operative-Pass-1!',
    fullName: 'Oscar Operative',
    company: 'E2E Fixtures Ltd',
    role: 'operative',
    mustChangePassword: false,
  },
] as const;

/**
 * The demo users' password: random per install, read by the global setup with the admin CLI
 * (`npm run admin -- demo-password`), as an operator on the machine would.
 */
export const demoPassword = (): string => inject('demoPassword');

/** The demo tenant has no developer; the setup adds one with the admin CLI (the only way). */
export const DEMO_TENANT_NAME = 'Northwind Trading Ltd';
export const demoEmail = (role: 'developer' | 'super_admin' | 'admin' | 'operative') =>
  `${role.replace('_', '-')}@demo.northdesk.test`;
