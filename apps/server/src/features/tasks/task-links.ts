import { TASKS_COPY } from '@northdesk/shared';
import { asc, eq } from 'drizzle-orm';
import { crmCompanies, crmContacts, taskCompanies, taskContacts } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

import { invalid, type TaskContext } from './task-queries.ts';

/** A linked company with its linked contacts, as the task form sends them. */
export type LinkedInput = { crmCompanyId: string; contactIds: string[] };

/** Each company and contact must be the tenant's, and each contact its company's. */
export async function validateLinks(tx: Transaction, linked: LinkedInput[]): Promise<void> {
  for (const [index, link] of linked.entries()) {
    const [company] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(eq(crmCompanies.id, link.crmCompanyId));
    if (!company) throw invalid(`linkedCompanies.${index}.crmCompanyId`, TASKS_COPY.companyNotFound);
    for (const [contactIndex, contactId] of link.contactIds.entries()) {
      const [contact] = await tx
        .select({ crmCompanyId: crmContacts.crmCompanyId })
        .from(crmContacts)
        .where(eq(crmContacts.id, contactId));
      const field = `linkedCompanies.${index}.contactIds.${contactIndex}`;
      if (!contact) throw invalid(field, TASKS_COPY.contactNotFound);
      if (contact.crmCompanyId !== link.crmCompanyId) throw invalid(field, TASKS_COPY.contactCompanyMismatch);
    }
  }
}

/** Replaces a task's linked companies and contacts (validated first). */
export async function writeLinks(
  tx: Transaction,
  ctx: TaskContext,
  taskId: string,
  linked: LinkedInput[],
): Promise<void> {
  await validateLinks(tx, linked);
  await tx.delete(taskCompanies).where(eq(taskCompanies.taskId, taskId));
  for (const [index, link] of linked.entries()) {
    await tx
      .insert(taskCompanies)
      .values({ companyId: ctx.companyId, taskId, crmCompanyId: link.crmCompanyId, position: index });
    if (link.contactIds.length > 0) {
      await tx.insert(taskContacts).values(
        link.contactIds.map((contactId, position) => ({
          companyId: ctx.companyId,
          taskId,
          crmCompanyId: link.crmCompanyId,
          contactId,
          position,
        })),
      );
    }
  }
}

/** A task's links as the form sends them, in their order. */
export async function currentLinks(tx: Transaction, taskId: string): Promise<LinkedInput[]> {
  const companyRows = await tx
    .select({ crmCompanyId: taskCompanies.crmCompanyId })
    .from(taskCompanies)
    .where(eq(taskCompanies.taskId, taskId))
    .orderBy(asc(taskCompanies.position));
  const contactRows = await tx
    .select({ crmCompanyId: taskContacts.crmCompanyId, contactId: taskContacts.contactId })
    .from(taskContacts)
    .where(eq(taskContacts.taskId, taskId))
    .orderBy(asc(taskContacts.position));
  return companyRows.map((c) => ({
    crmCompanyId: c.crmCompanyId,
    contactIds: contactRows.filter((p) => p.crmCompanyId === c.crmCompanyId).map((p) => p.contactId),
  }));
}

export const sameLinks = (a: LinkedInput[], b: LinkedInput[]) =>
  JSON.stringify(a.map((l) => [l.crmCompanyId, l.contactIds])) ===
  JSON.stringify(b.map((l) => [l.crmCompanyId, l.contactIds]));
