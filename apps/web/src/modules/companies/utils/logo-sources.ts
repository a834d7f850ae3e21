import { companyLogoUrl, type LogoSourcesConfig } from '@northdesk/shared';

/**
 * Where to look for a company's logo, best first: our stored logo, then the logo service, then the
 * favicon service (docs/product/companies.md). The services are URL patterns from the server (LOGO_SERVICE_URL,
 * FAVICON_SERVICE_URL, {domain} replaced); null means the operator switched one off for privacy.
 */
export function logoSources(
  company: { logoFile: string | null; domain: string | null },
  services: LogoSourcesConfig,
): string[] {
  const sources: string[] = [];
  if (company.logoFile) sources.push(companyLogoUrl(company.logoFile));
  if (company.domain) {
    const domain = encodeURIComponent(company.domain);
    for (const pattern of [services.logoService, services.faviconService]) {
      if (pattern) sources.push(pattern.replaceAll('{domain}', domain));
    }
  }
  return sources;
}
