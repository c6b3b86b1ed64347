import type { z } from 'zod';

/**
 * A name of ours that differs from the spec's (issue 41 §1). It is served beside the spec's name, never instead,
 * and the OpenAPI document marks it (`x-spec-alias-of`) so an integration written from the spec knows which to read.
 */
export function specAlias<T extends z.ZodType>(schema: T, specName: string, why?: string): T {
  const description = `Alias of the spec's \`${specName}\`${why ? `: ${why}` : ''}.`;
  return schema.meta({ description, 'x-spec-alias-of': specName }) as T;
}
