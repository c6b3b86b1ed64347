/**
 * Activity log type ids (spec 002 §3). Ids 0 to 8 map to colours; the filter categories name
 * 0, 1, 2, 3, 5 and 6. The rest are ours: 4 sign-in and security, 7 messaging, 8 firm settings.
 */
export const ACTIVITY_TYPES = {
  uncategorized: 0,
  detail_change: 1,
  document_related: 2,
  questionnaire_related: 3,
  security: 4,
  tax_return_delivery_related: 5,
  review_and_export_related: 6,
  messaging: 7,
  firm_settings: 8,
} as const;

export type ActivityTypeKey = keyof typeof ACTIVITY_TYPES;
export type ActivityTypeId = (typeof ACTIVITY_TYPES)[ActivityTypeKey];

/** The feed's filter choices, in the order the spec lists them. */
export const ACTIVITY_FILTERS = [
  { key: 'all', typeId: null },
  { key: 'detail_change', typeId: 1 },
  { key: 'document_related', typeId: 2 },
  { key: 'questionnaire_related', typeId: 3 },
  { key: 'tax_return_delivery_related', typeId: 5 },
  { key: 'review_and_export_related', typeId: 6 },
  { key: 'uncategorized', typeId: 0 },
] as const;

const COLOURS = ['gray', 'blue', 'teal', 'violet', 'red', 'green', 'orange', 'cyan', 'grape'] as const;

export function activityColour(typeId: number): (typeof COLOURS)[number] {
  return COLOURS[typeId] ?? 'gray';
}

/** Activity feed page size (spec 000 §9, 002 §7). */
export const ACTIVITY_PAGE_SIZE = 32;
