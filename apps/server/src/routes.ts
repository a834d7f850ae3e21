import type { FastifyPluginAsync } from 'fastify';
import { authHandlerRoutes } from './features/auth/auth-handler.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';

/** Every feature's route plugin, mounted under /api. A new feature adds one line here. */
export const registerApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authHandlerRoutes);
};
