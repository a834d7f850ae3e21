import { reportsToday } from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import {
  crmActivities,
  crmCompanies,
  crmContacts,
  crmDeals,
  crmLostReasons,
  profiles,
  tasks,
} from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

/** An operative's name with a comma and quotes: the CSV must quote it. */
export const OWNER_B_NAME = 'Jo "JJ" Smith, Sales';

/**
 * A small sales tenant whose report figures are computed by hand in reports.test.ts. The period
 * under test is 1 January – 30 April 2026 (London); several rows sit on the edges of months in
 * London time (GMT in winter, BST from 29 March 2026).
 */
export async function reportsFixture(server: TestServer) {
  const { db } = server.deps.database;
  const me = await signedInUser(server, { role: 'super_admin' });
  const b = await signedInUser(server, { role: 'operative', companyId: me.companyId });
  await db.update(profiles).set({ fullName: OWNER_B_NAME }).where(eq(profiles.id, b.userId));
  const tenant = me.companyId;
  const a = me.userId;
  const crmCompanyId = await makeCompany(server, tenant, { name: 'Harbour Foods Ltd' });
  const reason = async (label: string) => {
    const [row] = await db
      .select({ id: crmLostReasons.id })
      .from(crmLostReasons)
      .where(and(eq(crmLostReasons.companyId, tenant), eq(crmLostReasons.label, label)));
    return row?.id ?? null;
  };
  const priceTooHigh = await reason('Price too high');
  const deal = (
    name: string,
    stage: string,
    owner: string | null,
    amount: string | null,
    extra: Partial<typeof crmDeals.$inferInsert> = {},
  ) => ({
    companyId: tenant,
    crmCompanyId,
    name,
    stage,
    ownerUserId: owner,
    amount,
    ...extra,
  });
  const t = (iso: string) => new Date(iso);
  await db.insert(crmDeals).values([
    deal('W1', 'closed_won', a, '1000.10', {
      createdAt: t('2026-01-01T10:00:00Z'),
      closedAt: t('2026-01-05T12:00:00Z'),
    }),
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (BST): April.
    deal('W2', 'closed_won', b.userId, '250.00', {
      createdAt: t('2025-12-01T00:00:00Z'),
      closedAt: t('2026-03-31T23:30:00Z'),
    }),
    // 23:30 UTC on 31 January is still 31 January in London (GMT): January.
    deal('W3', 'closed_won', a, '99.99', {
      createdAt: t('2026-01-20T00:00:00Z'),
      closedAt: t('2026-01-31T23:30:00Z'),
    }),
    deal('L1', 'closed_lost', a, '500.00', {
      createdAt: t('2026-01-10T00:00:00Z'),
      closedAt: t('2026-02-10T09:00:00Z'),
      lostReasonId: priceTooHigh,
    }),
    deal('L2', 'closed_lost', b.userId, null, {
      createdAt: t('2026-01-10T00:00:00Z'),
      closedAt: t('2026-02-28T23:59:59Z'),
    }),
    // Before the period (31 December in London) and after it (1 May in London).
    deal('L3', 'closed_lost', b.userId, '10.00', {
      createdAt: t('2025-11-01T00:00:00Z'),
      closedAt: t('2025-12-31T23:59:00Z'),
    }),
    deal('W4', 'closed_won', a, '70.00', {
      createdAt: t('2026-04-01T00:00:00Z'),
      closedAt: t('2026-04-30T23:30:00Z'),
    }),
    deal('O1', 'prospecting', a, '1000.00', { closeDate: '2026-02-15' }),
    deal('O2', 'proposal', b.userId, '333.33', { closeDate: '2026-02-20' }),
    deal('O3', 'negotiation', a, '0.01', { closeDate: '2026-04-30' }),
    // Expected to close today: in this quarter's weighted forecast, outside the period.
    deal('O4', 'prospecting', null, '200.00', { closeDate: reportsToday() }),
  ]);

  await db.insert(tasks).values([
    { companyId: tenant, subject: 'Overdue A', assignedTo: a, dueDate: '2020-01-01' },
    { companyId: tenant, subject: 'Future B', assignedTo: b.userId, dueDate: '2099-01-01' },
    { companyId: tenant, subject: 'Cancelled A', assignedTo: a, dueDate: '2020-01-01', status: 'cancelled' },
    {
      companyId: tenant,
      subject: 'Done B',
      assignedTo: b.userId,
      status: 'done',
      completedAt: t('2026-03-15T12:00:00Z'),
    },
    // 00:30 UTC on 1 January is 1 January in London: in the period.
    {
      companyId: tenant,
      subject: 'Done A',
      assignedTo: a,
      status: 'done',
      completedAt: t('2026-01-01T00:30:00Z'),
    },
    {
      companyId: tenant,
      subject: 'Done A late',
      assignedTo: a,
      status: 'done',
      completedAt: t('2026-05-01T09:00:00Z'),
    },
    {
      companyId: tenant,
      subject: 'Done A early',
      assignedTo: a,
      status: 'done',
      completedAt: t('2025-12-31T23:59:00Z'),
    },
  ]);

  const [contact] = await db
    .insert(crmContacts)
    .values([
      {
        companyId: tenant,
        crmCompanyId,
        firstName: 'Hana',
        lastName: 'Hale',
        createdAt: t('2026-02-01T00:00:00Z'),
      },
      {
        companyId: tenant,
        crmCompanyId,
        firstName: 'Ian',
        lastName: 'Imp',
        source: 'import',
        createdAt: t('2026-02-02T10:00:00Z'),
      },
    ])
    .returning({ id: crmContacts.id });
  await db.insert(crmCompanies).values([
    { companyId: tenant, name: 'C1', leadStatus: 'hot', createdAt: t('2026-01-15T10:00:00Z') },
    {
      companyId: tenant,
      name: 'C2',
      leadStatus: 'customer',
      source: 'auto_enriched',
      createdAt: t('2026-01-31T23:30:00Z'),
    },
    { companyId: tenant, name: 'C3', source: 'external_crm', createdAt: t('2026-03-31T23:30:00Z') },
  ]);

  await db.insert(crmActivities).values([
    // Monday 5 January, and Sunday 11 January 23:30 (GMT: still the week of the 5th).
    {
      companyId: tenant,
      crmCompanyId,
      type: 'call',
      subject: 'Call',
      activityDate: t('2026-01-05T10:00:00Z'),
      createdBy: a,
    },
    {
      companyId: tenant,
      crmCompanyId,
      type: 'email',
      subject: 'Mail',
      activityDate: t('2026-01-11T23:30:00Z'),
      createdBy: a,
    },
    // 23:30 UTC on Sunday 29 March is 00:30 on Monday 30 March in London: the week of the 30th.
    {
      companyId: tenant,
      crmCompanyId,
      contactId: contact?.id ?? null,
      type: 'meeting',
      subject: 'Visit',
      activityDate: t('2026-03-29T23:30:00Z'),
      createdBy: b.userId,
    },
    {
      companyId: tenant,
      crmCompanyId,
      type: 'call',
      subject: 'Old',
      activityDate: t('2025-12-31T12:00:00Z'),
      createdBy: a,
    },
  ]);
  return { me, b, tenant, crmCompanyId };
}
