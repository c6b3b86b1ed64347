import type { CollectRow } from '@portal/domain';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';

export const LIST = 'GET /api/v2/questionnaires';

export function buildCollectRow(overrides: Partial<CollectRow> = {}): CollectRow {
  const id = overrides.id ?? 1;
  return {
    id,
    hash_id: `q${id}`,
    name: '2025 Organizer',
    tax_year: 2025,
    company: { id: 10 + id, name: `Entity ${id}`, hash_id: `hash${id}`, entity_type: 'Individual' },
    status_label: 'Sent',
    is_draft: false,
    locked: false,
    completed: false,
    submitted_at: null,
    deleted_at: null,
    due_date: '2026-04-15',
    due_flag: null,
    reminders_disabled: false,
    next_reminder_date: '2026-04-08',
    last_followed_up: null,
    documents_cell: 'Documents needed',
    notes_count: 0,
    progress: 0,
    questions_answered: 0,
    questions_total: 4,
    deposit_status: null,
    sent_at: '2026-03-01T10:00:00.000Z',
    last_activity_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    custom_status: null,
    ...overrides,
  };
}

/** A list answered from `rows` (deleted ones only under the Deleted filter), plus other routes. */
export function stubCollect(rows: CollectRow[], routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [LIST]: (_body, url) => {
      const deleted = url.searchParams.get('status') === 'deleted';
      const items = rows.filter((r) => (r.deleted_at !== null) === deleted);
      return json(200, { items, count: items.length });
    },
    ...routes,
  });
}

export const listQueries = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.key === LIST).map((c) => Object.fromEntries(c.url.searchParams));
