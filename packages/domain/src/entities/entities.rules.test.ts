import { describe, expect, it } from 'vitest';
import {
  entityChoice,
  entityMessages,
  individualAllowed,
  servesGroup,
  entityNameSchema,
  individualEntityName,
  isTemporaryEmail,
  sameEntityName,
  temporaryEmail,
} from './entities.rules.ts';

describe('entity rules', () => {
  it.each([
    ['Smith/Jones LLC', entityMessages.nameSlash],
    ['The "Best" Co', entityMessages.nameQuote],
    ['   ', entityMessages.nameRequired],
  ])('refuses the name %j with its message', (name, message) => {
    const parsed = entityNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts and trims a good name', () => {
    expect(entityNameSchema.parse('  Acme, Inc.  ')).toBe('Acme, Inc.');
  });

  it('names an Individual after the person and spouse', () => {
    expect(individualEntityName({ fname: 'Ann', lname: 'Lee' })).toBe('Ann Lee');
    expect(individualEntityName({ fname: 'Ann', lname: 'Lee' }, { fname: 'Bob', lname: 'lee' })).toBe('Ann & Bob Lee');
    expect(individualEntityName({ fname: 'Ann', lname: 'Lee' }, { fname: 'Bob', lname: 'Kim' })).toBe(
      'Ann Lee & Bob Kim',
    );
  });

  it('recognises the generated address of a user without email', () => {
    expect(isTemporaryEmail(temporaryEmail('0f1e'))).toBe(true);
    expect(isTemporaryEmail('ann@example.com')).toBe(false);
    expect(isTemporaryEmail(null)).toBe(false);
  });

  it('compares names without case or spaces', () => {
    expect(sameEntityName(' Acme LLC', 'acme llc ')).toBe(true);
    expect(sameEntityName('Acme LLC', 'Acme LLP')).toBe(false);
  });
});

describe('servesGroup', () => {
  it.each([
    [null, null, true],
    [null, 3, true],
    [3, null, true],
    [3, 3, true],
    [3, 4, false],
  ])('staff group %j serves client group %j: %j', (staff, client, expected) => {
    expect(servesGroup(staff, client)).toBe(expected);
  });
});

describe('individualAllowed', () => {
  it('allows one Individual entity per person', () => {
    expect(individualAllowed([])).toBe(true);
    expect(individualAllowed(['Partnership', 'Trust'])).toBe(true);
    expect(individualAllowed(['Trust', 'Individual'])).toBe(false);
  });
});

describe('entityChoice (spec 000 §5 bulk entity selector)', () => {
  const active = { inactive: false, readonly_access: false, paying: true, primary_contact_email: 'ann@example.com' };
  const temp = temporaryEmail('u1');
  it('lists an active entity with an email as it is', () => {
    expect(entityChoice(active, { hideDisabled: true })).toEqual({ hidden: false, disabled: false, label: null });
  });
  it('hides inactive, read-only and non-paying entities when asked to hide disabled ones', () => {
    for (const e of [
      { ...active, inactive: true },
      { ...active, readonly_access: true },
      { ...active, paying: false },
    ])
      expect(entityChoice(e, { hideDisabled: true }).hidden).toBe(true);
  });
  it('keeps a non-paying entity with a temp email, labelled No email', () => {
    expect(entityChoice({ ...active, paying: false, primary_contact_email: temp }, { hideDisabled: true })).toEqual({
      hidden: false,
      disabled: false,
      label: 'No email',
    });
  });
  it('otherwise shows inactive entities disabled, labelled Inactive', () => {
    expect(entityChoice({ ...active, inactive: true }, { hideDisabled: false })).toEqual({
      hidden: false,
      disabled: true,
      label: 'Inactive',
    });
    expect(entityChoice({ ...active, readonly_access: true }, { hideDisabled: false }).hidden).toBe(false);
  });
  it("labels an entity whose contact has a temp email, or none, 'No email'", () => {
    expect(entityChoice({ ...active, primary_contact_email: temp }, { hideDisabled: false }).label).toBe('No email');
    expect(entityChoice({ ...active, primary_contact_email: null }, { hideDisabled: false }).label).toBe('No email');
  });
});
