import type { QuestionnaireLike, SectionLike } from './questionnaire.types.ts';

export type AdminStatusLabel = 'Completed' | 'Draft' | 'Opened' | 'In Progress' | 'Sent' | (string & {});

/**
 * The admin list's status label (spec 001 §4), first match wins: Completed; Draft; the current section's
 * name (questionnaire.status is a section id) if set and not 'In Progress'; Opened if opened; In Progress;
 * otherwise Sent. A status naming no known section is skipped.
 */
export function adminStatusLabel(
  q: Pick<QuestionnaireLike, 'completed' | 'is_draft' | 'status' | 'opened' | 'in_progress'>,
  sections: readonly Pick<SectionLike, 'id' | 'name'>[] = [],
): AdminStatusLabel {
  if (q.completed) return 'Completed';
  if (q.is_draft) return 'Draft';
  if (q.status != null) {
    const name = sections.find((s) => String(s.id) === String(q.status))?.name?.trim();
    if (name && name !== 'In Progress') return name;
  }
  if (q.opened) return 'Opened';
  if (q.in_progress) return 'In Progress';
  return 'Sent';
}

/** Locked questionnaires show a lock icon; deleted ones a Deleted badge, with Restore as the only action. */
export function adminStatusMarks(q: Pick<QuestionnaireLike, 'locked' | 'deleted_at'>) {
  const deleted = q.deleted_at != null;
  return { lockIcon: q.locked === true, deletedBadge: deleted, actions: deleted ? (['Restore'] as const) : null };
}
