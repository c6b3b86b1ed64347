import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FirmCatalogues } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { contactTags, entityTags, firmCustomStatuses, firmVocabs } from '../../db/schema/index.ts';

/**
 * The firm's vocabularies the spec lists on the Firm (spec 000 §3 contact_tags, entity_tags; spec 002 §3
 * firm_vocabs; spec 001 §3 firm_custom_statuses). Tags and custom statuses are the firm's own working
 * labels, so a client gets none; the glossary is read by clients in their questions, so they get it.
 */
export async function firmCatalogues(db: DbOrTx, firmId: number, forStaff: boolean): Promise<FirmCatalogues> {
  const [contact, entity, vocabs, statuses] = await Promise.all([
    forStaff
      ? db
          .select({ id: contactTags.id, name: contactTags.name })
          .from(contactTags)
          .where(eq(contactTags.firmId, firmId))
          .orderBy(asc(contactTags.name))
      : [],
    forStaff
      ? db
          .select({ id: entityTags.id, name: entityTags.name })
          .from(entityTags)
          .where(eq(entityTags.firmId, firmId))
          .orderBy(asc(entityTags.name))
      : [],
    db
      .select({ id: firmVocabs.id, key_words: firmVocabs.keyWords, description: firmVocabs.description })
      .from(firmVocabs)
      .where(eq(firmVocabs.firmId, firmId))
      .orderBy(asc(firmVocabs.keyWords)),
    forStaff
      ? db
          .select({
            id: firmCustomStatuses.id,
            firm_user_display_status: firmCustomStatuses.firmUserDisplayStatus,
            client_display_status: firmCustomStatuses.clientDisplayStatus,
            client_instruction: firmCustomStatuses.clientInstruction,
          })
          .from(firmCustomStatuses)
          .where(and(eq(firmCustomStatuses.firmId, firmId), isNull(firmCustomStatuses.deletedAt)))
          .orderBy(asc(firmCustomStatuses.id))
      : [],
  ]);
  return { contact_tags: contact, entity_tags: entity, firm_vocabs: vocabs, firm_custom_statuses: statuses };
}
