import { z } from 'zod';

/** The home dashboard's cards, in their default order (docs/product/dashboard.md). */
export const DASHBOARD_CARD_IDS = [
  'contacts',
  'companies',
  'deals',
  'activities',
  'reports',
  'settings',
  'erp',
  'hr',
] as const;
export type DashboardCardId = (typeof DASHBOARD_CARD_IDS)[number];

/**
 * A saved layout is valid only if it is a list of strings holding exactly the 8 known ids, each
 * once (docs/product/dashboard.md).
 */
export function isValidDashboardLayout(value: unknown): value is DashboardCardId[] {
  if (!Array.isArray(value) || value.length !== DASHBOARD_CARD_IDS.length) return false;
  if (!value.every((id): id is string => typeof id === 'string')) return false;
  const known = new Set<string>(DASHBOARD_CARD_IDS);
  return new Set(value).size === value.length && value.every((id) => known.has(id));
}

/** The layout to show: the saved one when valid, else the default order. */
export function effectiveDashboardLayout(saved: unknown): DashboardCardId[] {
  return isValidDashboardLayout(saved) ? [...saved] : [...DASHBOARD_CARD_IDS];
}

export const dashboardLayoutResponseSchema = z.object({
  /** Null: no saved layout (the default order applies). */
  layout: z.array(z.enum(DASHBOARD_CARD_IDS)).nullable(),
});
export type DashboardLayoutResponse = z.infer<typeof dashboardLayoutResponseSchema>;

/** Loose on purpose: the server answers "Invalid dashboard layout" instead of a schema error. */
export const saveDashboardLayoutRequestSchema = z.object({
  layout: z.array(z.unknown()).max(100).nullable(),
});
export type SaveDashboardLayoutRequest = z.input<typeof saveDashboardLayoutRequestSchema>;

const figure = z.object({
  value: z.number(),
  /** A second line, e.g. new this month or open deal value. */
  secondary: z.number().nullable(),
});
export type DashboardFigure = z.infer<typeof figure>;

/**
 * Whose records the figures count: everyone's, or "mine" (companies and contacts I own, deals I
 * own, activities I logged). Team members count the whole company either way.
 */
export const DASHBOARD_SCOPES = ['everyone', 'mine'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];
export const dashboardSummaryQuerySchema = z.object({
  scope: z.enum(DASHBOARD_SCOPES).default('everyone'),
});

/** One live figure per card; null where the user's access level does not allow the section. */
export const dashboardSummaryResponseSchema = z.object({
  figures: z.object({
    contacts: figure.nullable(),
    companies: figure.nullable(),
    deals: figure.nullable(),
    activities: figure.nullable(),
    reports: figure.nullable(),
    settings: figure.nullable(),
    erp: figure.nullable(),
    hr: figure.nullable(),
  }),
});
export type DashboardSummaryResponse = z.infer<typeof dashboardSummaryResponseSchema>;
