import { z } from 'zod';
import { ADMIN_COPY as C } from '../copy/administration.ts';

/** Logos and avatars: images only, at most this size. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
/** The image types an upload may have, with the file extension each is stored under. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** A logo stored for the signed-in user's own company: only URLs the server handed out. */
export const COMPANY_LOGO_URL_PATTERN =
  /^\/api\/company-details\/logo\/logo-\d+(?:-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?\.[a-z]+$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const companyAddressSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companyAddressInputSchema = z.object({
  /** Kept when the address already exists; a new address gets one from the server. */
  id: z.uuid().optional(),
  type: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || C.defaultAddressType),
  addressLine1: z.string().trim().min(1, C.addressLine1Required).max(200),
  addressLine2: optionalText(200),
  city: z.string().trim().max(100).default(''),
  postcode: z.string().trim().max(20).default(''),
  country: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || C.defaultCountry),
});
export type CompanyAddressInput = z.input<typeof companyAddressInputSchema>;

export const companyDetailsSchema = z.object({
  legalName: z.string(),
  tradingName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  addresses: z.array(companyAddressSchema),
  /** The header's company name: trading name, else legal name. */
  displayName: z.string(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyDetailsResponseSchema = z.object({ companyDetails: companyDetailsSchema });
export type CompanyDetailsResponse = z.infer<typeof companyDetailsResponseSchema>;

export const saveCompanyDetailsRequestSchema = z.object({
  legalName: z.string().trim().min(1, C.legalNameRequired).max(200),
  tradingName: optionalText(200),
  logoUrl: z
    .string()
    .regex(COMPANY_LOGO_URL_PATTERN, C.pleaseSelectImage)
    .nullish()
    .transform((value) => value ?? null),
  addresses: z.array(companyAddressInputSchema).max(50).default([]),
});
export type SaveCompanyDetailsRequest = z.input<typeof saveCompanyDetailsRequestSchema>;

export const uploadedLogoResponseSchema = z.object({ logoUrl: z.string() });
export type UploadedLogoResponse = z.infer<typeof uploadedLogoResponseSchema>;
