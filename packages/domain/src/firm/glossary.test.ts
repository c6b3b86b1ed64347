import { describe, expect, it } from 'vitest';
import {
  glossaryEntryInputSchema,
  glossaryEntryUpdateSchema,
  glossaryMessages,
  glossaryTerms,
  splitByGlossary,
} from './glossary.ts';
import { catalogueMessages, companySettingsUpdateSchema, folderPatternProblem } from './firm-catalogues.schemas.ts';

const entries = [
  { id: 1, key_words: 'AGI, Adjusted Gross Income', description: 'Income after adjustments' },
  { id: 2, key_words: 'Income', description: 'Money received' },
  { id: 3, key_words: 'K-1', description: 'Partner share statement' },
];

describe('glossaryTerms', () => {
  it('splits on commas, trims, tidies spaces and keeps each term once', () => {
    expect(glossaryTerms(' AGI ,adjusted  gross income,, agi ')).toEqual(['AGI', 'adjusted gross income']);
    expect(glossaryTerms(' , ')).toEqual([]);
  });
});

describe('glossaryEntryInputSchema', () => {
  it('accepts 1–100 characters of key words and 1–500 of description, tidying the key words', () => {
    expect(glossaryEntryInputSchema.parse({ key_words: 'AGI ,  MAGI', description: ' Income ' })).toEqual({
      key_words: 'AGI, MAGI',
      description: 'Income',
    });
  });

  it.each([
    [{ key_words: '', description: 'x' }, glossaryMessages.keyWordsRequired],
    [{ key_words: ' , ', description: 'x' }, glossaryMessages.keyWordsRequired],
    [{ key_words: 'x'.repeat(101), description: 'x' }, glossaryMessages.keyWordsTooLong],
    [{ key_words: 'AGI', description: '  ' }, glossaryMessages.descriptionRequired],
    [{ key_words: 'AGI', description: 'x'.repeat(501) }, glossaryMessages.descriptionTooLong],
  ])('refuses %j', (input, message) => {
    const parsed = glossaryEntryInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('an update names at least one field', () => {
    expect(glossaryEntryUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(glossaryMessages.nothingToChange);
    expect(glossaryEntryUpdateSchema.parse({ description: 'New' })).toEqual({ description: 'New' });
  });
});

describe('splitByGlossary', () => {
  const marked = (text: string) =>
    splitByGlossary(text, entries)
      .filter((p) => p.entry)
      .map((p) => [p.text, p.entry!.id]);

  it('marks whole-word matches without case and gives the text back unchanged', () => {
    const text = 'What was your agi and your other income in 2025?';
    const parts = splitByGlossary(text, entries);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts).toEqual([
      { text: 'What was your ' },
      { text: 'agi', entry: { id: 1, description: 'Income after adjustments' } },
      { text: ' and your other ' },
      { text: 'income', entry: { id: 2, description: 'Money received' } },
      { text: ' in 2025?' },
    ]);
  });

  it('prefers the longest term where terms overlap, across line breaks and double spaces', () => {
    expect(marked('Your Adjusted Gross  Income and income')).toEqual([
      ['Adjusted Gross  Income', 1],
      ['income', 2],
    ]);
  });

  it('does not match inside words, but does next to punctuation and around hyphens of the term', () => {
    expect(marked('MAGIC incomes, (AGI). Did you get a K-1? K-10 no.')).toEqual([
      ['AGI', 1],
      ['K-1', 3],
    ]);
  });

  it('returns the text as one part without a glossary, and nothing for empty text', () => {
    expect(splitByGlossary('Income', [])).toEqual([{ text: 'Income' }]);
    expect(splitByGlossary('', entries)).toEqual([]);
  });

  it('treats regular-expression characters in terms literally', () => {
    expect(
      splitByGlossary('Form 1099 (B) and 1099 B', [{ id: 9, key_words: '1099 (B)', description: 'Brokerage' }]).filter(
        (p) => p.entry,
      ),
    ).toEqual([{ text: '1099 (B)', entry: { id: 9, description: 'Brokerage' } }]);
  });
});

describe('company settings update', () => {
  it('accepts folder paths with {year} and an empty entry (all folders)', () => {
    expect(folderPatternProblem('')).toBeNull();
    expect(folderPatternProblem('/{year}/Tax Returns')).toBeNull();
    expect(folderPatternProblem('Shared')).toBeNull();
    expect(folderPatternProblem('/{month}/x')).toBe(catalogueMessages.folderPatternPlaceholder);
    expect(folderPatternProblem('/a/../b')).toBe(catalogueMessages.folderPatternInvalid('/a/../b'));
  });

  it('refuses empty or repeated form names and unknown fields', () => {
    const twice = companySettingsUpdateSchema.safeParse({ custom_document_export_order: ['W-2', 'w-2'] });
    expect(twice.error?.issues[0]?.message).toBe(catalogueMessages.formNameTwice('w-2'));
    const blank = companySettingsUpdateSchema.safeParse({ custom_document_export_order: [' '] });
    expect(blank.error?.issues[0]?.message).toBe(catalogueMessages.formNameRequired);
    expect(companySettingsUpdateSchema.safeParse({ other: 1 }).success).toBe(false);
    expect(companySettingsUpdateSchema.parse({ folders_where_client_actions_disabled: [' /{year}/Tax ', ''] })).toEqual(
      { folders_where_client_actions_disabled: ['/{year}/Tax', ''] },
    );
  });

  it('says how many users and entities keep a group', () => {
    expect(catalogueMessages.groupInUse(2, 3)).toBe(
      'This group still has 2 users and 3 entities. Move them to another group first.',
    );
    expect(catalogueMessages.groupInUse(1, 0)).toBe('This group still has 1 user. Move them to another group first.');
  });
});
