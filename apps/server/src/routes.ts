import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './features/account/account.routes.ts';
import { authHandlerRoutes } from './features/auth/auth-handler.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { outboxRoutes } from './features/mail/outbox.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { eventsRoutes } from './features/realtime/events.routes.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';

/** Every feature's route plugin, mounted under /api. A new feature adds one line here. */
export const registerApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authHandlerRoutes);
  await app.register(accountRoutes);
  await app.register(tenantsRoutes);
  await app.register(notificationsRoutes);
  await app.register(eventsRoutes);
  if (app.deps.config.devOutbox) await app.register(outboxRoutes);
};
