import { describe, expect, it } from 'vitest';
import { parentEntityId, type ParentCandidate } from './parent-entity.rules.ts';

const individual = (id: number, userId: number | null, spouseUserId: number | null = null): ParentCandidate => ({
  id,
  entityType: 'Individual',
  userId,
  spouseUserId,
});
const business = (id: number, userId: number | null): ParentCandidate => ({
  id,
  entityType: 'Partnership',
  userId,
  spouseUserId: null,
});

describe('parentEntityId (spec 001 §3 parent entity)', () => {
  it('an Individual entity is its own parent', () => {
    expect(parentEntityId(individual(1, 10), [], null)).toBe(1);
  });

  it("another entity's parent is its primary contact's Individual entity, as contact or as spouse", () => {
    expect(parentEntityId(business(5, 10), [individual(1, 10), individual(2, 11)], null)).toBe(1);
    expect(parentEntityId(business(5, 12), [individual(1, 10, 12)], null)).toBe(1);
  });

  it("prefers the contact's default entity, then one they are primary contact of, then the oldest", () => {
    const many = [individual(3, 10), individual(1, 10), individual(2, 20, 10)];
    expect(parentEntityId(business(5, 10), many, 2)).toBe(2);
    expect(parentEntityId(business(5, 10), many, null)).toBe(1);
    expect(parentEntityId(business(5, 10), [individual(2, 20, 10), individual(4, 10)], 99)).toBe(4);
  });

  it('no parent without a primary contact or without their Individual entity', () => {
    expect(parentEntityId(business(5, null), [individual(1, 10)], null)).toBeNull();
    expect(parentEntityId(business(5, 10), [individual(1, 11)], null)).toBeNull();
    expect(parentEntityId(business(5, 10), [business(6, 10)], null)).toBeNull();
  });
});
