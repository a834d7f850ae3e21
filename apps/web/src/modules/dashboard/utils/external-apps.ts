/** The sibling apps the dashboard's ERP and HR cards open (VITE_ERP_URL / VITE_HR_URL at build time). */
const DEFAULT_ERP_URL = 'https://erp.northdesk.app';
const DEFAULT_HR_URL = 'https://hr.northdesk.app';

function configuredUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

const erp: unknown = import.meta.env.VITE_ERP_URL;
const hr: unknown = import.meta.env.VITE_HR_URL;

export const EXTERNAL_APP_URLS = {
  erp: configuredUrl(erp, DEFAULT_ERP_URL),
  hr: configuredUrl(hr, DEFAULT_HR_URL),
} as const;
