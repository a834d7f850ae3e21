import {
  DEFAULT_DAYS_PER_YEAR,
  HOLIDAYS_COPY,
  type HolidaySettings,
  type HolidaySettingsResponse,
  type PublicHoliday,
} from '@northdesk/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { holidaySettings, publicHolidays } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

const DEFAULTS: HolidaySettings = { daysPerYear: DEFAULT_DAYS_PER_YEAR, carryOver: false };

export async function readHolidaySettings(tx: Transaction): Promise<HolidaySettings> {
  const [row] = await tx.select().from(holidaySettings).limit(1);
  return row ? { daysPerYear: Number(row.daysPerYear), carryOver: row.carryOver } : DEFAULTS;
}

/** The public holidays from `from` to `to` (inclusive), as the set the day count skips. */
export async function publicHolidayDates(tx: Transaction, from: string, to: string): Promise<Set<string>> {
  const rows = await tx
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)));
  return new Set(rows.map((row) => row.date));
}

export async function listPublicHolidays(
  tx: Transaction,
  from?: string,
  to?: string,
): Promise<PublicHoliday[]> {
  const rows = await tx
    .select({ id: publicHolidays.id, date: publicHolidays.date, name: publicHolidays.name })
    .from(publicHolidays)
    .where(from && to ? and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)) : undefined)
    .orderBy(asc(publicHolidays.date));
  return rows;
}

/** Company Settings → Holidays: allowance, carry-over and the public holidays list. */
export const holidaySettingsService = {
  get(db: Database, ctx: TenantContext): Promise<HolidaySettingsResponse> {
    return withTenant(db, ctx, async (tx) => ({
      settings: await readHolidaySettings(tx),
      publicHolidays: await listPublicHolidays(tx),
    }));
  },

  update(
    db: Database,
    ctx: Required<TenantContext>,
    input: HolidaySettings,
  ): Promise<HolidaySettingsResponse> {
    return withTenant(db, ctx, async (tx) => {
      const values = {
        daysPerYear: String(input.daysPerYear),
        carryOver: input.carryOver,
        updatedAt: new Date(),
      };
      await tx
        .insert(holidaySettings)
        .values({ companyId: ctx.companyId, ...values })
        .onConflictDoUpdate({ target: holidaySettings.companyId, set: values });
      return { settings: await readHolidaySettings(tx), publicHolidays: await listPublicHolidays(tx) };
    });
  },

  async addPublicHoliday(
    db: Database,
    ctx: Required<TenantContext>,
    input: { date: string; name: string },
  ): Promise<PublicHoliday> {
    try {
      return await withTenant(db, ctx, async (tx) => {
        const [row] = await tx
          .insert(publicHolidays)
          .values({ companyId: ctx.companyId, date: input.date, name: input.name })
          .returning({ id: publicHolidays.id, date: publicHolidays.date, name: publicHolidays.name });
        if (!row) throw new Error('public holiday insert returned nothing');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'public_holidays_company_date_key'))
        throw conflict(HOLIDAYS_COPY.publicHolidayExists);
      throw error;
    }
  },

  async removePublicHoliday(db: Database, ctx: Required<TenantContext>, id: string): Promise<void> {
    const removed = await withTenant(db, ctx, (tx) =>
      tx.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning({ id: publicHolidays.id }),
    );
    if (removed.length === 0) throw notFound('Public holiday not found');
  },
};
