/**
 * An entity's parent entity (spec 001 §3 parent_entity_relevant_questionnaire_statuses). The spec's data model has
 * no parent column; what it has is this: every entity belongs to a primary contact (spec 000 §3 Entity user_id), a
 * person's own entity is their Individual entity ("An Individual entity name is built from the person's names",
 * spec 000 §5), which a married couple share (spouse_ssn, the spouse among its owners), and a person's default
 * entity (User default_company_id) is the one they start in. So:
 * - an Individual entity is a parent itself;
 * - any other entity's parent is its primary contact's Individual entity: the contact's default entity if it is
 *   one of them, else one they are the primary contact of rather than the spouse on, else the oldest;
 * - an entity whose primary contact has no Individual entity has no parent.
 * The parent's group is the parent and every entity whose parent it is (a couple's partnership, trust, S-Corp...).
 */
export interface ParentCandidate {
  id: number;
  entityType: string;
  userId: number | null;
  spouseUserId: number | null;
}

export const PARENT_ENTITY_TYPE = 'Individual';

export function isParentType(entityType: string): boolean {
  return entityType === PARENT_ENTITY_TYPE;
}

/**
 * The parent of `entity` among `individuals` (live Individual entities of the firm, any order), given its
 * primary contact's default entity. Returns the parent's id, or null.
 */
export function parentEntityId(
  entity: ParentCandidate,
  individuals: readonly ParentCandidate[],
  contactDefaultEntityId: number | null,
): number | null {
  if (isParentType(entity.entityType)) return entity.id;
  const contact = entity.userId;
  if (contact === null) return null;
  const mine = individuals.filter(
    (c) => isParentType(c.entityType) && (c.userId === contact || c.spouseUserId === contact),
  );
  if (mine.length === 0) return null;
  const rank = (c: ParentCandidate) => [c.id === contactDefaultEntityId ? 0 : 1, c.userId === contact ? 0 : 1, c.id];
  const best = [...mine].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return 0;
  })[0]!;
  return best.id;
}
