import { useTasks } from './useTasks';

/** A company's or a contact's tasks: the tasks whose primary company or contact it is, or that link it. */
export type RelatedTo =
  | { crmCompanyId: string; contactId?: never; dealId?: never }
  | { contactId: string; crmCompanyId?: never; dealId?: never }
  | { dealId: string; crmCompanyId?: never; contactId?: never };

/**
 * The tasks of a company or a contact, every status (GET /api/tasks?crmCompanyId= or ?contactId=).
 * Creating or editing a task refreshes them (useCreateTask and useUpdateTask invalidate ['tasks']).
 */
export function useRelatedTasks(related: RelatedTo, options: { enabled?: boolean } = {}) {
  return useTasks(
    related.crmCompanyId
      ? { crmCompanyId: related.crmCompanyId }
      : related.dealId
        ? { dealId: related.dealId }
        : { contactId: related.contactId },
    options,
  );
}
