import { z } from 'zod';

/**
 * The firm's glossary (spec 002 §3 firm_vocabs: "key_words and description, forming a glossary"). The
 * spec says key *words*, plural, for one description, so an entry's key_words is a comma-separated list of
 * terms that share it ('AGI, Adjusted Gross Income'); a term may be several words. Clients see the
 * description wherever a term appears in a question's text (whole words, without case).
 */
export const GLOSSARY_KEY_WORDS_MAX = 100;
export const GLOSSARY_DESCRIPTION_MAX = 500;

export const glossaryMessages = {
  keyWordsRequired: 'Key words are required',
  keyWordsTooLong: `Key words must have at most ${GLOSSARY_KEY_WORDS_MAX} characters`,
  descriptionRequired: 'A description is required',
  descriptionTooLong: `The description must have at most ${GLOSSARY_DESCRIPTION_MAX} characters`,
  termTaken: (term: string) => `'${term}' is already in the glossary`,
  notFound: 'Glossary entry not found',
  nothingToChange: 'Nothing to change',
} as const;

/** The terms of a key_words value: split on commas, trimmed, empty ones dropped, duplicates (any case) once. */
export function glossaryTerms(keyWords: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of keyWords.split(',')) {
    const term = raw.trim().replace(/\s+/g, ' ');
    if (term === '' || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}

/** Stored as typed, tidied: 'AGI ,adjusted  gross income,' becomes 'AGI, adjusted gross income'. */
const keyWordsSchema = z
  .string()
  .trim()
  .min(1, glossaryMessages.keyWordsRequired)
  .max(GLOSSARY_KEY_WORDS_MAX, glossaryMessages.keyWordsTooLong)
  .refine((v) => glossaryTerms(v).length > 0, glossaryMessages.keyWordsRequired)
  .transform((v) => glossaryTerms(v).join(', '));

const descriptionSchema = z
  .string()
  .trim()
  .min(1, glossaryMessages.descriptionRequired)
  .max(GLOSSARY_DESCRIPTION_MAX, glossaryMessages.descriptionTooLong);

/** POST /api/firm_vocabs. */
export const glossaryEntryInputSchema = z.object({ key_words: keyWordsSchema, description: descriptionSchema });
export type GlossaryEntryInput = z.input<typeof glossaryEntryInputSchema>;

/** PATCH /api/firm_vocabs/{id}: either field or both. */
export const glossaryEntryUpdateSchema = z
  .object({ key_words: keyWordsSchema.optional(), description: descriptionSchema.optional() })
  .refine((v) => v.key_words !== undefined || v.description !== undefined, glossaryMessages.nothingToChange);

export const glossaryEntrySchema = z.object({
  id: z.number().int(),
  key_words: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** A stretch of a question's text: plain, or a glossary term with the description to show. */
export type GlossaryPart = { text: string; entry?: { id: number; description: string } };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text into plain parts and glossary matches. Terms match as whole words without case (a letter or
 * digit may not touch either end, so 'AGI' is not found in 'MAGIC'), spaces inside a term match any run of
 * spaces, and where terms overlap the longest wins ('Adjusted Gross Income' over 'Income'). Joining the
 * parts' texts gives the text back unchanged.
 */
export function splitByGlossary(
  text: string,
  entries: readonly Pick<GlossaryEntry, 'id' | 'key_words' | 'description'>[],
): GlossaryPart[] {
  const byTerm = new Map<string, { id: number; description: string }>();
  for (const e of entries) {
    for (const term of glossaryTerms(e.key_words)) {
      const key = term.toLowerCase();
      if (!byTerm.has(key)) byTerm.set(key, { id: e.id, description: e.description });
    }
  }
  if (text === '' || byTerm.size === 0) return text === '' ? [] : [{ text }];
  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length);
  const alternatives = terms.map((t) => escape(t).replace(/ /g, '\\s+')).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  const parts: GlossaryPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const found = match[0];
    const entry = byTerm.get(found.toLowerCase().replace(/\s+/g, ' '));
    if (!entry) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: found, entry });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
