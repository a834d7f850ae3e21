import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type EngineLane, type EngineTicket, runWithEngineTicket } from '../db/engine-queue.ts';

const laneOf = (request: FastifyRequest): EngineLane =>
  request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';

/**
 * Puts each request's work in its lane of the embedded engine's queue (db/engine-queue.ts): GET
 * and HEAD read, everything else writes. One ticket per request, so its units share one time
 * limit. Entered again (same ticket) before validation because reading a body continues outside
 * the hook's context. No effect on PostgreSQL, whose pool queues by itself.
 */
export function registerEngineLanes(app: FastifyInstance): void {
  const tickets = new WeakMap<FastifyRequest, EngineTicket>();
  const enter = (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) => {
    let ticket = tickets.get(request);
    if (!ticket) {
      ticket = { lane: laneOf(request), waitedMs: 0 };
      tickets.set(request, ticket);
    }
    runWithEngineTicket(ticket, done);
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
}
