/** One setting a partner changed: which field, from which value to which (spec 002 §2 firm settings). */
export interface SettingChange {
  field: string;
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from `before`, in `after`'s key order. Only keys present in
 * `after` are compared, so a partial update names just what it touched.
 */
export function settingChanges(before: Record<string, unknown>, after: Record<string, unknown>): SettingChange[] {
  return Object.keys(after)
    .filter((field) => after[field] !== undefined && !same(before[field], after[field]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] }));
}

const shown = (v: unknown) =>
  typeof v === 'string' ? `'${v.length > 80 ? `${v.slice(0, 77)}...` : v}'` : JSON.stringify(v);

/** One line per change for the activity log: `time_zone: 'A' → 'B'`. */
export const describeSettingChanges = (changes: SettingChange[]) =>
  changes.map((c) => `${c.field}: ${shown(c.from)} → ${shown(c.to)}`).join('\n');
