import type { QuestionnaireLike } from './questionnaire.types.ts';

const group = (q: Pick<QuestionnaireLike, 'locked' | 'completed'>) => (q.locked ? 2 : q.completed ? 1 : 0);

type Orderable = Pick<QuestionnaireLike, 'locked' | 'completed' | 'due_date' | 'created_at' | 'name' | 'id'>;

const time = (s: string | null | undefined) => {
  const t = s ? Date.parse(s) : Number.NaN;
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * The client dashboard's order (spec 001 §9 "Task ordering"): open first, then completed, then locked
 * (a locked and completed item counts as locked, as in the item display status); within a group by due
 * date, or the creation date when there is none, earliest first. The spec gives no direction or tie-break:
 * we sort ascending (soonest due first), put items with neither date last, then order by name and id so
 * the order is stable.
 */
export function compareTasks(a: Orderable, b: Orderable): number {
  return (
    group(a) - group(b) ||
    compareTimes(time(a.due_date ?? a.created_at), time(b.due_date ?? b.created_at)) ||
    (a.name ?? '').localeCompare(b.name ?? '') ||
    String(a.id ?? '').localeCompare(String(b.id ?? ''), undefined, { numeric: true })
  );
}

function compareTimes(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export const orderTasks = <T extends Orderable>(items: readonly T[]): T[] => [...items].sort(compareTasks);
