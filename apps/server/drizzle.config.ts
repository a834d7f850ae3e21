import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are applied by the server itself
// (src/db/migrate.ts), on the embedded database and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
