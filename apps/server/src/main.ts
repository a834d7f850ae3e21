import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { isEmptyDatabase, seedDemoData } from './features/demo/demo-data.ts';
import { createServer } from './server.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
  const { app, deps } = server;

  if (config.demoData && (await isEmptyDatabase(deps))) await seedDemoData(deps, app.log);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server
      .close()
      .then(() => {
        app.log.info('stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ database: deps.database.kind }, `Northdesk is running on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Northdesk could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
