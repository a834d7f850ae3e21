import type { HistoryActorType } from '../api/record-history.ts';

/** The History tab of every record page (issue 24 item 4). */
export const RECORD_HISTORY_COPY = {
  tab: 'History',
  /** The card on pages without tabs (a deal's page has a stage history card of its own). */
  cardTitle: 'Change history',
  show: 'Show changes',
  hide: 'Hide changes',
  empty: 'No changes recorded yet.',
  loadFailed: 'The history could not be loaded.',
  loadMore: 'Show older changes',
  created: 'Created',
  merged: 'Merged a duplicate into this record',
  mergedInto: 'Merged into another record and archived',
  deleted: 'Deleted',
  emptyValue: 'empty',
  /** "Changed by Anna Smith", "Changed by the HubSpot sync". */
  actor: (type: HistoryActorType, name: string | null): string => {
    if (type === 'user') return name ?? 'A user';
    if (type === 'import') return name ? `${name} (import)` : 'An import';
    if (type === 'hubspot') return 'HubSpot sync';
    if (type === 'api') return name ? `${name} (API)` : 'The API';
    return 'Northdesk';
  },
  changeLabel: (field: string) => `${field} changed`,
  /** Field names people read; any other column shows its name in words. */
  fields: {
    merged_from: 'Merged from',
    merged_into: 'Merged into',
    moved_here: 'Moved here',
    name: 'Name',
    domain: 'Domain',
    industry: 'Industry',
    phone: 'Phone',
    billing_email: 'Billing email',
    billing_address: 'Billing address',
    city: 'City',
    state: 'State',
    country: 'Country',
    employee_count: 'Employees',
    lead_status: 'Lead status',
    source: 'Source',
    business_unit: 'Business unit',
    is_individual_contacts: 'Individual contacts',
    archived: 'Archived',
    archived_reason: 'Archive reason',
    owner_user_id: 'Owner',
    external_crm_id: 'HubSpot id',
    sync_strategy: 'Sync',
    crm_company_id: 'Company',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    job_title: 'Job title',
    company: 'Company (text)',
    category: 'Category',
    contact_id: 'Contact',
    stage: 'Stage',
    stage_id: 'Stage',
    pipeline_id: 'Pipeline',
    amount: 'Amount',
    close_date: 'Close date',
    status: 'Status',
    lost_reason_id: 'Lost reason',
    lost_note: 'Lost note',
    closed_at: 'Closed',
    subject: 'Subject',
    description: 'Description',
    priority: 'Priority',
    due_date: 'Due date',
    assigned_to: 'Assigned to',
    parent_task_id: 'Parent task',
    deal_id: 'Deal',
    completed_at: 'Completed',
    title: 'Title',
    valid_until: 'Valid until',
    terms: 'Terms',
    notes: 'Notes',
    currency: 'Currency',
    net_total: 'Net total',
    vat_total: 'VAT',
    gross_total: 'Total',
    owner_id: 'Owner',
    sent_at: 'Sent',
    sent_to: 'Sent to',
    accepted_at: 'Accepted',
    declined_at: 'Declined',
    superseded_at: 'Superseded',
  } as Readonly<Record<string, string>>,
} as const;

export function historyFieldLabel(field: string): string {
  const known = RECORD_HISTORY_COPY.fields[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
