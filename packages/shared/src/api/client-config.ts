import { z } from 'zod';

/**
 * Logo lookup URL patterns by domain ({domain} is replaced); null when the operator switched that
 * service off (LOGO_SERVICE_URL / FAVICON_SERVICE_URL=off), so no third party hears of a customer.
 */
export const logoSourcesConfigSchema = z.object({
  logoService: z.string().nullable(),
  faviconService: z.string().nullable(),
});
export type LogoSourcesConfig = z.infer<typeof logoSourcesConfigSchema>;

/** Server settings the web app needs at run time (no session: the sign-in page may read it). */
export const clientConfigResponseSchema = z.object({
  logoSources: logoSourcesConfigSchema,
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
