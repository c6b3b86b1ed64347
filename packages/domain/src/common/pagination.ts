import { z } from 'zod';

/** Table page sizes (spec 002 §2, §9): 10, 20 or 50, default 10; -1 means all rows. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * The staff tables' first page size (issue 38 §5): 20, so a firm in season sees at least 15 rows a screen at
 * 1440×900. The API's default stays the spec's 10.
 */
export const DEFAULT_TABLE_PAGE_SIZE = 20;
/** How tightly the staff tables set their rows; each user's choice, compact until they choose. */
export const TABLE_DENSITIES = ['compact', 'comfortable'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];
export const ALL_ROWS = -1;
/** Cookie max age for table preferences: one year (spec 002 §9). */
export const TABLE_COOKIE_MAX_AGE_SECONDS = 31536000;

/** Bounds that keep OFFSET inside PostgreSQL's range whatever a client sends. */
export const MAX_PAGE_SIZE = 1000;
export const MAX_PAGE = 1_000_000;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  rows_per_page: z.coerce
    .number()
    .int()
    .min(ALL_ROWS)
    .max(MAX_PAGE_SIZE)
    .refine(
      (n) => n === ALL_ROWS || (n > 0 && n <= MAX_PAGE_SIZE),
      `rows_per_page must be 1 to ${MAX_PAGE_SIZE}, or -1`,
    )
    .default(DEFAULT_PAGE_SIZE),
  sort_by: z.string().max(64).optional(),
  descending: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Number of pages for a total: total divided by per_page, rounded up (spec 000 §9). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return total > 0 ? 1 : 0;
  return Math.ceil(total / perPage);
}
