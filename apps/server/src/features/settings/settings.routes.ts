import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDetailsRoutes } from './company-details/company-details.routes.ts';
import { companySettingsRoutes } from './company-settings/company-settings.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { tenantsRoutes } from './tenants/tenants.routes.ts';
import { userPermissionsRoutes } from './user-permissions/user-permissions.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/**
 * The administration wing: the tenant's own details and settings, its users, their permissions
 * and invitations, the signed-in user's profile, and the developers' company switch. Each part
 * keeps its own guards (see README.md here).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantsRoutes);
  await app.register(companyDetailsRoutes);
  await app.register(profileRoutes);
  await app.register(usersRoutes);
  await app.register(userPermissionsRoutes);
  await app.register(companySettingsRoutes);
  await app.register(invitationsRoutes);
};
