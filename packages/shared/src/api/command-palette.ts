import { z } from 'zod';

/** What the command palette finds (issue 24 item 3), in the order its groups are shown. */
export const PALETTE_RESULT_KINDS = ['company', 'contact', 'deal', 'task', 'quote'] as const;
export type PaletteResultKind = (typeof PALETTE_RESULT_KINDS)[number];

/** The section a kind's read right comes from. */
export const PALETTE_KIND_SECTIONS = {
  company: 'companies',
  contact: 'contacts',
  deal: 'deals',
  task: 'tasks',
  quote: 'quotes',
} as const satisfies Record<PaletteResultKind, string>;

/** At most this many results of each kind. */
export const PALETTE_RESULTS_PER_KIND = 5;

export const paletteSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
});

export const paletteResultSchema = z.object({
  kind: z.enum(PALETTE_RESULT_KINDS),
  id: z.uuid(),
  title: z.string(),
  /** A domain or city, an email, the deal's or quote's company, a task's status. */
  subtitle: z.string().nullable(),
});
export type PaletteResult = z.infer<typeof paletteResultSchema>;

export const paletteSearchResponseSchema = z.object({ results: z.array(paletteResultSchema) });
export type PaletteSearchResponse = z.infer<typeof paletteSearchResponseSchema>;

/** The page a result opens. */
export const paletteResultPath = (result: Pick<PaletteResult, 'kind' | 'id'>): string =>
  `/${PALETTE_KIND_SECTIONS[result.kind]}/${result.id}`;
