import { ADMIN_COPY as C, type CompanyDetails, type SaveCompanyDetailsRequest } from '@northdesk/shared';
import { z } from 'zod';

/** The form's own model: an address's id is `addressId` (react-hook-form keeps `id` for its rows). */
export const companyDetailsFormSchema = z.object({
  legalName: z.string().trim().min(1, C.legalNameRequired).max(200),
  tradingName: z.string().max(200),
  logoUrl: z.string().nullable(),
  addresses: z.array(
    z.object({
      addressId: z.string().optional(),
      type: z.string().max(100),
      addressLine1: z.string().trim().min(1, C.addressLine1Required).max(200),
      addressLine2: z.string().max(200),
      city: z.string().max(100),
      postcode: z.string().max(20),
      country: z.string().max(100),
    }),
  ),
});
export type CompanyDetailsForm = z.infer<typeof companyDetailsFormSchema>;
export type AddressForm = CompanyDetailsForm['addresses'][number];

export const newAddress = (): AddressForm => ({
  type: C.defaultAddressType,
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  country: C.defaultCountry,
});

export function toForm(details: CompanyDetails): CompanyDetailsForm {
  return {
    legalName: details.legalName,
    tradingName: details.tradingName ?? '',
    logoUrl: details.logoUrl,
    addresses: details.addresses.map((a) => ({
      addressId: a.id,
      type: a.type,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2 ?? '',
      city: a.city,
      postcode: a.postcode,
      country: a.country,
    })),
  };
}

export function toRequest(form: CompanyDetailsForm): SaveCompanyDetailsRequest {
  return {
    legalName: form.legalName,
    tradingName: form.tradingName,
    logoUrl: form.logoUrl,
    addresses: form.addresses.map(({ addressId, ...address }) => ({
      ...(addressId ? { id: addressId } : {}),
      ...address,
    })),
  };
}
