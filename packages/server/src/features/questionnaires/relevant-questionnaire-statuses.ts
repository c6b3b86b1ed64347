import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  PARENT_ENTITY_TYPE,
  adminStatusLabel,
  parentEntityId,
  type ParentCandidate,
  type RelevantQuestionnaireStatus,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, questionnaireSections, questionnaires, users } from '../../db/schema/index.ts';
import type { QuestionnaireScope } from './questionnaire-access.ts';

const candidateColumns = {
  id: companies.id,
  entityType: companies.entityType,
  userId: companies.userId,
  spouseUserId: companies.spouseUserId,
};
const contactDefaults = async (db: DbOrTx, firmId: number, userIds: number[]) =>
  new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, defaultCompanyId: users.defaultCompanyId })
            .from(users)
            .where(and(eq(users.firmId, firmId), inArray(users.id, userIds)))
        ).map((u) => [u.id, u.defaultCompanyId]),
  );

/** Live Individual entities of the firm on which any of `people` is the primary contact or the spouse. */
const individualsOf = (db: DbOrTx, firmId: number, people: number[]) =>
  people.length === 0
    ? Promise.resolve([] as ParentCandidate[])
    : db
        .select(candidateColumns)
        .from(companies)
        .where(
          and(
            eq(companies.firmId, firmId),
            eq(companies.entityType, PARENT_ENTITY_TYPE),
            isNull(companies.deletedAt),
            or(inArray(companies.userId, people), inArray(companies.spouseUserId, people)),
          ),
        );

/**
 * The entities whose questionnaires a questionnaire of `entity` shows: its parent entity and every entity whose
 * parent that is (parentEntityId says what a parent is), `entity` itself left out.
 */
export async function relatedEntityGroup(db: DbOrTx, firmId: number, entity: ParentCandidate): Promise<number[]> {
  let parent: ParentCandidate | undefined = entity;
  if (entity.entityType !== PARENT_ENTITY_TYPE) {
    const contact = entity.userId;
    if (contact === null) return [];
    const [individuals, defaults] = await Promise.all([
      individualsOf(db, firmId, [contact]),
      contactDefaults(db, firmId, [contact]),
    ]);
    const id = parentEntityId(entity, individuals, defaults.get(contact) ?? null);
    parent = individuals.find((c) => c.id === id);
  }
  if (!parent) return [];
  const people = [parent.userId, parent.spouseUserId].filter((u): u is number => u !== null);
  if (people.length === 0) return parent.id === entity.id ? [] : [parent.id];
  const [children, individuals, defaults] = await Promise.all([
    db
      .select(candidateColumns)
      .from(companies)
      .where(
        and(
          eq(companies.firmId, firmId),
          ne(companies.entityType, PARENT_ENTITY_TYPE),
          isNull(companies.deletedAt),
          inArray(companies.userId, people),
        ),
      ),
    individualsOf(db, firmId, people),
    contactDefaults(db, firmId, people),
  ]);
  // A contact with two Individual entities (one as spouse) has each child under one of them only.
  const mine = children.filter((c) => parentEntityId(c, individuals, defaults.get(c.userId!) ?? null) === parent.id);
  return [parent.id, ...mine.map((c) => c.id)].filter((id) => id !== entity.id);
}

/**
 * spec 001 §3 parent_entity_relevant_questionnaire_statuses: for staff of a firm with the preference on, the sent,
 * live questionnaires of the same tax year on the entity's related entities (relatedEntityGroup) that the caller
 * may see (staff limited to a group see their group's entities only, as visibleEntity does). [] otherwise.
 */
export async function relevantQuestionnaireStatuses(
  db: DbOrTx,
  scope: QuestionnaireScope,
): Promise<RelevantQuestionnaireStatus[]> {
  const { actor, questionnaire: q } = scope;
  if (!actor.isAdvisor || !scope.preferences.parent_entity_relevant_questionnaire_statuses_enabled) return [];
  const [entity] = await db
    .select(candidateColumns)
    .from(companies)
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, q.companyId)));
  if (!entity) return [];
  const group = await relatedEntityGroup(db, actor.firmId, entity);
  if (group.length === 0) return [];
  if (actor.firmAccess === 'group' && actor.groupId === null) return [];
  const contact = alias(users, 'contact');
  const current = alias(questionnaireSections, 'current_section');
  const rows = await db
    .select({
      id: questionnaires.id,
      name: questionnaires.name,
      company_id: questionnaires.companyId,
      company_name: companies.name,
      completed: questionnaires.completed,
      is_draft: questionnaires.isDraft,
      in_progress: questionnaires.inProgress,
      opened: questionnaires.openedAt,
      locked: questionnaires.locked,
      status: questionnaires.currentSectionId,
      sectionName: current.name,
    })
    .from(questionnaires)
    .innerJoin(companies, and(eq(companies.id, questionnaires.companyId), eq(companies.firmId, actor.firmId)))
    .leftJoin(contact, eq(contact.id, companies.userId))
    .leftJoin(
      current,
      and(eq(current.id, questionnaires.currentSectionId), eq(current.questionnaireId, questionnaires.id)),
    )
    .where(
      and(
        eq(questionnaires.firmId, actor.firmId),
        inArray(questionnaires.companyId, group),
        eq(questionnaires.taxYear, q.taxYear),
        eq(questionnaires.isDraft, false),
        isNull(questionnaires.deletedAt),
        actor.firmAccess === 'group' ? eq(contact.groupId, actor.groupId!) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(questionnaires.name), asc(questionnaires.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company_id: r.company_id,
    company_name: r.company_name,
    completed: r.completed,
    locked: r.locked,
    status_label: adminStatusLabel(
      {
        completed: r.completed,
        is_draft: r.is_draft,
        status: r.status,
        opened: r.opened?.toISOString() ?? null,
        in_progress: r.in_progress,
      },
      r.sectionName === null || r.status === null ? [] : [{ id: r.status, name: r.sectionName }],
    ),
  }));
}
