import crypto from 'node:crypto';
import { LOGO_FILE_PATTERN } from '@northdesk/shared';

/**
 * Where company logos live in file storage: `{tenantId}/company-logos/{file}`, the file named
 * `{companyId or pending}-{timestamp}-{uuid}.{ext}`. The API only ever names the file; the tenant part is
 * always the signed-in user's, so no request can reach another tenant's logo.
 */
export const companyLogoKey = (tenantId: string, file: string): string => {
  if (!LOGO_FILE_PATTERN.test(file)) throw new Error(`not a logo file name: ${file}`);
  return `${tenantId}/company-logos/${file}`;
};

export const newLogoFile = (owner: string | 'pending', extension: string): string =>
  `${owner}-${Date.now()}-${crypto.randomUUID()}.${extension}`;
