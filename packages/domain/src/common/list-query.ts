import { z } from 'zod';
import { recordIdParam } from './ids.ts';
import { pageQuerySchema } from './pagination.ts';

/** 'true'/'false' in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** `filters` arrives as a JSON object in one query parameter; a malformed one is a 400, not a 500. */
export function jsonFilters<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(4000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return schema.parse({}) as z.infer<T>;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object' });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid filters' });
        return z.NEVER;
      }
      return parsed.data as z.infer<T>;
    });
}

/** The shared shape of the server-side paged tables (spec 000 §7 GET /v2/users, /v2/entities). */
export function listQuerySchema<S extends readonly [string, ...string[]], F extends z.ZodType>(
  sortFields: S,
  defaultSort: S[number],
  filters: F,
) {
  return pageQuerySchema.extend({
    sort_by: z.enum(sortFields).default(defaultSort as never),
    count: queryFlag,
    only_ids: queryFlag,
    firm_group_id: recordIdParam.optional(),
    search: z.string().trim().max(100).optional(),
    filters: jsonFilters(filters),
  });
}
