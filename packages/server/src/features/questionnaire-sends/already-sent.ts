import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ALREADY_SENT_NAMED, assertCan, type Actor, type AlreadySent, type AlreadySentQuery } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, questionnaires } from '../../db/schema/index.ts';
import { resolveRecipients } from './send-queue.ts';
import { findSendTemplate } from './send.service.ts';

/**
 * The send's entities that already have a live questionnaire of this template and tax year (issue 21 §8):
 * the send form warns before a second one goes. Entities and template are resolved as the send resolves
 * them (another firm's answers 404; group-limited staff reach their group's only). One query for the
 * whole set, whatever its size.
 */
export async function alreadySent(
  db: DbOrTx,
  actor: Actor,
  input: Required<Pick<AlreadySentQuery, 'questionnaire_template_id' | 'tax_year'>> & {
    company_ids: number[];
    company_types: string[];
  },
): Promise<AlreadySent> {
  assertCan(actor, 'staff.any');
  const template = await findSendTemplate(db, actor.firmId, input.questionnaire_template_id);
  const recipients =
    input.company_ids.length || input.company_types.length ? await resolveRecipients(db, actor, input) : [];
  if (!recipients.length) return { entities: [], count: 0 };
  const rows = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .where(
      and(
        eq(questionnaires.firmId, actor.firmId),
        eq(questionnaires.templateId, template.id),
        eq(questionnaires.taxYear, input.tax_year),
        isNull(questionnaires.deletedAt),
        inArray(questionnaires.companyId, recipients),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
  return { entities: rows.slice(0, ALREADY_SENT_NAMED), count: rows.length };
}
