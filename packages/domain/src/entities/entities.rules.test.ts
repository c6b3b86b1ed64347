import { describe, expect, it } from 'vitest';
import {
  entityMessages,
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
