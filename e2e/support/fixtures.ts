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

export const DEMO_PASSWORD = 'Northdesk-Demo-2026!';
export const demoEmail = (role: 'developer' | 'super_admin' | 'admin' | 'operative') =>
  `${role.replace('_', '-')}@demo.northdesk.test`;
