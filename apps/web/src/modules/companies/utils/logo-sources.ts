import { companyLogoUrl } from '@northdesk/shared';

/**
 * Logo services by URL template ({domain} is replaced), at size 128 (crm spec §7, external logo
 * lookup). VITE_LOGO_SERVICE_URL / VITE_FAVICON_SERVICE_URL override them; an empty value turns
 * one off, so a privacy-minded install asks no third party about its customers.
 */
const DEFAULT_LOGO_SERVICE = 'https://logo.clearbit.com/{domain}?size=128';
const DEFAULT_FAVICON_SERVICE = 'https://www.google.com/s2/favicons?domain={domain}&sz=128';

export type LogoServiceTemplates = { logoService: string; faviconService: string };

function envTemplate(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

export const LOGO_SERVICE_TEMPLATES: LogoServiceTemplates = {
  logoService: envTemplate(import.meta.env.VITE_LOGO_SERVICE_URL, DEFAULT_LOGO_SERVICE),
  faviconService: envTemplate(import.meta.env.VITE_FAVICON_SERVICE_URL, DEFAULT_FAVICON_SERVICE),
};

/** Where to look for a company's logo, best first: our stored logo, then the two services. */
export function logoSources(
  company: { logoFile: string | null; domain: string | null },
  templates: LogoServiceTemplates = LOGO_SERVICE_TEMPLATES,
): string[] {
  const sources: string[] = [];
  if (company.logoFile) sources.push(companyLogoUrl(company.logoFile));
  if (company.domain) {
    const domain = encodeURIComponent(company.domain);
    for (const template of [templates.logoService, templates.faviconService]) {
      if (template) sources.push(template.replaceAll('{domain}', domain));
    }
  }
  return sources;
}
