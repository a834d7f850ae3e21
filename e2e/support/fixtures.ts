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
  {
    // hubspot.e2e: a tenant of its own, so its HubSpot connection never reaches other suites.
    email: 'hubspot-admin@e2e.test',
    password: 'Hubspot-Admin-Pass-1!',
    fullName: 'Hana Hubspot',
    company: 'E2E HubSpot Traders Ltd',
    role: 'super_admin',
    mustChangePassword: false,
  },
  {
    // slack.e2e: a tenant of its own with the Slack app set up there.
    email: 'slack-admin@e2e.test',
    password: 'Slack-Admin-Pass-1!',
    fullName: 'Sam Slack',
    company: 'E2E Slack Traders Ltd',
    role: 'admin',
    mustChangePassword: false,
  },
  // holidays.e2e: a tenant of its own (a super admin, a manager and their report), so its leave,
  // allowance and notifications never meet the demo tenant's.
  {
    email: 'holidays-boss@e2e.test',
    password: 'Holidays-Boss-Pass-1!',
    fullName: 'Bea Boss',
    company: 'E2E Holidays Ltd',
    role: 'super_admin',
    mustChangePassword: false,
  },
  {
    email: 'holidays-manager@e2e.test',
    password: 'Holidays-Manager-Pass-1!',
    fullName: 'Mia Manager',
    company: 'E2E Holidays Ltd',
    role: 'admin',
    mustChangePassword: false,
  },
  {
    email: 'holidays-employee@e2e.test',
    password: 'Holidays-Employee-Pass-1!',
    fullName: 'Eddie Employee',
    company: 'E2E Holidays Ltd',
    role: 'operative',
    mustChangePassword: false,
  },
] as const;

/** The private-app token the fake HubSpot of the e2e setup accepts (a test value, not a secret). */
export const E2E_HUBSPOT_TOKEN = 'pat-eu1-e2e-fake-token-0001';

/**
 * The demo users' password: random per install, read by the global setup with the admin CLI
 * (`npm run admin -- demo-password`), as an operator on the machine would.
 */
export const demoPassword = (): string => inject('demoPassword');

/** The demo tenant has no developer; the setup adds one with the admin CLI (the only way). */
export const DEMO_TENANT_NAME = 'Northwind Trading Ltd';
export const demoEmail = (role: 'developer' | 'super_admin' | 'admin' | 'operative') =>
  `${role.replace('_', '-')}@demo.northdesk.test`;
