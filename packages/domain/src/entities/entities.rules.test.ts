import { describe, expect, it } from 'vitest';
import {
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
