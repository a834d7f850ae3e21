import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_FAVICON_SERVICE_URL,
  DEFAULT_LOGO_SERVICE_URL,
  logoServiceSetting,
} from './features/client-config/logo-service-setting.ts';
import { type AddressAllowList, parseAddressAllowList } from './lib/network/ip-policy.ts';
import { REPO_ROOT } from './lib/server-root.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  DEMO_DATA: booleanFromEnv.optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Northdesk <no-reply@northdesk.local>'),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  DEV_OUTBOX: booleanFromEnv.optional(),
  NODE_ENV: z.string().default('development'),
  ENRICHMENT_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  ENRICHMENT_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseAddressAllowList(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  LOGO_SERVICE_URL: logoServiceSetting(DEFAULT_LOGO_SERVICE_URL),
  FAVICON_SERVICE_URL: logoServiceSetting(DEFAULT_FAVICON_SERVICE_URL),
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
  SLACK_API_URL: z.url().default('https://slack.com'),
  HUBSPOT_REQUESTS_PER_10S: z.coerce.number().int().min(1).max(1000).default(100),
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(0).max(100_000).optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
});

/**
 * Every environment variable the server reads: the schema above, and the S3 settings read by
 * lib/storage/s3-config.ts. Deployment files are checked against it (test/deploy).
 */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  demoData: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  bodyLimitBytes: number;
  webDistDir: string;
  production: boolean;
  /** GET /api/dev/outbox: on by default without SMTP, never in production, loopback clients only. */
  devOutbox: boolean;
  /** Lets company enrichment fetch private and loopback addresses: for tests only (SSRF guard). */
  enrichmentAllowPrivateNetworks: boolean;
  /** Private addresses and ranges enrichment may fetch anyway (an intranet site); empty by default. */
  enrichmentAllowedAddresses: AddressAllowList;
  /** Largest task attachment accepted (bytes); default 25 MB. */
  uploadMaxBytes: number;
  /** Logo lookup URL pattern ({domain} is replaced) the browser tries; null = switched off. */
  logoServiceUrl: string | null;
  /** Favicon lookup URL pattern, tried after the logo service; null = switched off. */
  faviconServiceUrl: string | null;
  /** Bearer token for GET /metrics (Prometheus); unset = metrics off. */
  metricsToken: string | undefined;
  /** Slack's base (Web API at /api, OAuth pages at /oauth; a fake in tests and trials: npm run fake:slack). */
  slackApiUrl: string;
  /** HubSpot's API base (a fake one in tests and trials: npm run fake:hubspot). */
  hubspotApiUrl: string;
  /** The HubSpot burst limit the sync keeps under (100 per 10 s on Free/Starter; 190 on Pro). */
  hubspotRequestsPer10s: number;
  /**
   * Load shedding (plugins/load-shedding.ts): API requests a node works on at once, and the
   * event-loop delay past which it refuses new ones (0 = no limit); undefined = the engine's default.
   */
  maxInFlightRequests: number | undefined;
  maxEventLoopDelayMs: number | undefined;
};

/** Reads configuration from the environment; an invalid value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command was typed (npm sets INIT_CWD), not the workspace npm runs in.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    // A production install starts empty unless demo data is asked for by name.
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    production: e.NODE_ENV === 'production',
    // Never in production, whatever DEV_OUTBOX says; and only answered on loopback (outbox.routes.ts).
    devOutbox: e.NODE_ENV !== 'production' && (e.DEV_OUTBOX ?? !e.SMTP_URL),
    enrichmentAllowPrivateNetworks: e.ENRICHMENT_ALLOW_PRIVATE_NETWORKS,
    enrichmentAllowedAddresses: e.ENRICHMENT_ALLOWED_ADDRESSES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    logoServiceUrl: e.LOGO_SERVICE_URL,
    faviconServiceUrl: e.FAVICON_SERVICE_URL,
    metricsToken: e.METRICS_TOKEN || undefined,
    hubspotApiUrl: e.HUBSPOT_API_URL.replace(/\/+$/, ''),
    slackApiUrl: e.SLACK_API_URL.replace(/\/+$/, ''),
    hubspotRequestsPer10s: e.HUBSPOT_REQUESTS_PER_10S,
    maxInFlightRequests: e.MAX_IN_FLIGHT_REQUESTS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
  };
}
