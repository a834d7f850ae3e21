import type { LeadStatus } from '@northdesk/shared';

/** Badge colours of docs/product/companies.md: hot red, warm orange, cold blue, customer green, others grey. */
export const LEAD_STATUS_CLASSES: Record<LeadStatus, string> = {
  hot: 'border-red-200 bg-red-50 text-red-700',
  warm: 'border-orange-200 bg-orange-50 text-orange-700',
  cold: 'border-blue-200 bg-blue-50 text-blue-700',
  customer: 'border-green-200 bg-green-50 text-green-700',
  lost: 'border-gray-200 bg-gray-100 text-gray-700',
};
export const OTHER_STATUS_CLASSES = 'border-gray-200 bg-gray-100 text-gray-700';
