import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { isLoopbackAddress } from '../../lib/network/ip-policy.ts';
import { writeBackup } from './backup-writer.ts';

/** Where the running server keeps the token its own machine's admin CLI presents. */
export const adminTokenFile = (dataDir: string) => path.join(dataDir, 'admin.token');

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * GET /api/admin/backup: a backup taken by the running server, for `npm run admin -- backup`
 * while the embedded database is held by this process. Not a tenant's feature: it answers only
 * a client on this machine (socket and client address loopback) presenting the token this
 * server wrote to DATA_DIR/admin.token at start (readable by the server's own user only);
 * anyone else is told there is no such route. Hidden from the OpenAPI document.
 */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, storage } = app.deps;
  const token = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(adminTokenFile(config.dataDir), `${token}\n`, { mode: 0o600 });

  app.get(
    '/admin/backup',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
          throw notFound(`No route GET ${request.url.split('?')[0]}`);
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!given || !sameToken(given, token))
          throw unauthorized('The admin token of this server is required.');
      },
    },
    async (request, reply) => {
      const body = new PassThrough();
      const filesDir = storage.kind === 'local' ? path.join(config.dataDir, 'files') : undefined;
      writeBackup(database, body, { filesDir }).catch((error: unknown) => {
        request.log.error({ err: error }, 'backup failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.header('content-type', 'application/gzip').send(body);
    },
  );
};
