import {
  type ContactCategory,
  type ContactSyncStrategy,
  isContactCategory,
  LEAD_STATUSES,
  type LeadStatus,
} from '@northdesk/shared';

/** Stored text → the API's enums (a value the API does not know reads as the default). */
export const asLeadStatus = (value: string): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value) ? (value as LeadStatus) : 'warm';
export const asCategory = (value: string): ContactCategory => (isContactCategory(value) ? value : 'company');
export const asSyncStrategy = (value: string): ContactSyncStrategy =>
  value === 'hubspot_managed' || value === 'local_only' ? value : 'bidirectional';
