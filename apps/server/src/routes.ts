import type { FastifyPluginAsync } from 'fastify';
import { accessRoutes } from './features/access/access.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { activitiesRoutes } from './features/activities/activities.routes.ts';
import { authHandlerRoutes } from './features/auth/auth-handler.routes.ts';
import { clientConfigRoutes } from './features/client-config/client-config.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import { contactsRoutes } from './features/contacts/contacts.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { dealsRoutes } from './features/deals/deals.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { outboxRoutes } from './features/mail/outbox.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { eventsRoutes } from './features/realtime/events.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';

/** Every feature's route plugin, mounted under /api. A new feature adds one line here. */
export const registerApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(authHandlerRoutes);
  await app.register(accountRoutes);
  await app.register(notificationsRoutes);
  await app.register(eventsRoutes);
  await app.register(settingsRoutes);
  await app.register(contactsRoutes);
  await app.register(activitiesRoutes);
  await app.register(dashboardRoutes);
  await app.register(companiesRoutes);
  await app.register(dealsRoutes);
  await app.register(accessRoutes);
  await app.register(tasksRoutes);
  await app.register(jobsRoutes);
  if (app.deps.config.devOutbox) await app.register(outboxRoutes);
};
