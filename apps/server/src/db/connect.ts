import type { AppConfig } from '../config.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { openPostgresDatabase } from './postgres.ts';
import type { DatabaseHandle } from './types.ts';

/** DATABASE_URL selects a PostgreSQL server; otherwise the embedded database in DATA_DIR. */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databasePoolMax'>,
  onError: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, { poolMax: config.databasePoolMax, onError })
    : openEmbeddedDatabase(config.dataDir);
}
