import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { MAX_SEND_COMPANIES } from './send.schemas.ts';

/**
 * Which of a send's entities already have a questionnaire of the same template and tax year (not deleted),
 * so the send form can warn before a second one goes (issue 21 §8). Entities are named as in the send:
 * by id, or every active entity of the chosen types.
 */
export const alreadySentQuerySchema = z
  .object({
    questionnaire_template_id: recordId,
    tax_year: z.number().int().min(0).max(9999),
    company_ids: z.array(recordId).max(MAX_SEND_COMPANIES).default([]),
    company_types: z.array(z.string().min(1).max(100)).max(50).default([]),
  })
  .refine((v) => v.company_ids.length === 0 || v.company_types.length === 0, {
    message: 'Choose entities or entity types, not both',
    path: ['company_types'],
  });
export type AlreadySentQuery = z.input<typeof alreadySentQuerySchema>;

/** The most entities named; `count` says how many there are in all. */
export const ALREADY_SENT_NAMED = 20;

export const alreadySentSchema = z.object({
  entities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  count: z.number().int(),
});
export type AlreadySent = z.infer<typeof alreadySentSchema>;

/** The warning: the entities named, then how many more. */
export function alreadySentWarning(found: AlreadySent, taxYear: number): string {
  const names = found.entities.map((e) => e.name);
  const more = found.count - names.length;
  const who = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
  const verb = found.count === 1 ? 'has' : 'have';
  return `Already sent: ${who} already ${verb} this template for ${taxYear}. Sending again makes a second questionnaire.`;
}
