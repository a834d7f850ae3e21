import { asc, eq } from 'drizzle-orm';
import { type crmDeals, crmLostReasons, profiles } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { seededRandom } from './demo-random.ts';

type DealRow = typeof crmDeals.$inferInsert;

const DAY = 86_400_000;
const LOST_NOTES = ['Went with their usual supplier', 'Budget moved to next year', 'Price gap of about 8 %'];

/**
 * Gives the demo's deals what a year of selling leaves behind (issue 21 item 9): an owner among
 * the demo users, a creation date in the last year, closed deals won or lost over the last twelve
 * months (lost ones with a reason), and open deals idle for a while, some past their stage's
 * rotting limit. The stage history's first row takes the deal's stage_entered_at (0041's trigger).
 */
export async function dressDemoDeals(tx: Transaction, tenantId: string, deals: DealRow[], now = Date.now()) {
  const random = seededRandom(20_261_126);
  const owners = (
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.companyId, tenantId))
      .orderBy(asc(profiles.email))
  ).map((p) => p.id);
  const reasons = (
    await tx.select({ id: crmLostReasons.id }).from(crmLostReasons).orderBy(asc(crmLostReasons.position))
  ).map((r) => r.id);
  return deals.map((deal): DealRow => {
    const createdAt = new Date(now - random.int(20, 365) * DAY);
    const owner = owners.length ? random.pick(owners) : null;
    const base = { ...deal, ownerUserId: owner, createdBy: owner, createdAt, updatedAt: createdAt };
    if (deal.stage === 'closed_won' || deal.stage === 'closed_lost') {
      const closedAt = new Date(Math.min(createdAt.getTime() + random.int(5, 120) * DAY, now - DAY));
      const lost = deal.stage === 'closed_lost';
      return {
        ...base,
        stageEnteredAt: closedAt,
        closedAt,
        updatedAt: closedAt,
        closeDate: closedAt.toISOString().slice(0, 10),
        lostReasonId: lost && reasons.length ? random.pick(reasons) : null,
        lostNote: lost && random.next() < 0.3 ? random.pick(LOST_NOTES) : null,
      };
    }
    // Most open deals moved recently; about a quarter sit idle for weeks (rotting on the board).
    const idleDays = random.next() < 0.75 ? random.int(0, 9) : random.int(22, 60);
    const stageEnteredAt = new Date(Math.max(createdAt.getTime(), now - idleDays * DAY));
    return { ...base, stageEnteredAt, updatedAt: stageEnteredAt };
  });
}
