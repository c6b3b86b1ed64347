import { firmPreferencesSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_GROUPS } from './preference-catalogue';

describe('PREFERENCE_GROUPS', () => {
  it('lists every firm preference exactly once, each with a label and an explanation', () => {
    const listed = PREFERENCE_GROUPS.flatMap((g) => g.items.map((i) => i.key));
    expect([...listed].sort()).toEqual(Object.keys(firmPreferencesSchema.shape).sort());
    for (const item of PREFERENCE_GROUPS.flatMap((g) => g.items)) {
      expect(item.label.length).toBeGreaterThan(2);
      expect(item.description.length).toBeGreaterThan(10);
    }
  });
});
