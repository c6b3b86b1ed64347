import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { containsPattern, hasTrigram } from './like.ts';

/**
 * An entity name search finds its matches through the firm's keys of the names' trigrams (migration 0066,
 * entityNameContains): a name that contains the term must have every key the term asks for, whatever the name's words,
 * case, punctuation or script, and where the term starts or ends inside a word; and no other firm's name may have them.
 */
const names = [
  'Garcia Family Trust',
  "O'Brien & Sons, LLC",
  'José Núñez Partners',
  'Müller GmbH',
  '株式会社 山田商事',
  'ACME-123 Holdings',
  'Smith_Jones 50% Partners',
  "McDonald's Farm 2024",
  'Anne-Marie Co.',
  'Lee',
  'the (new) garcia-trust',
  'Garcia Trust 1211',
  'Garcia Trust 34',
  'A B C Holdings',
  'Lee\\Wong 5 LLP',
  'Ventures 57',
  // Word pairs (migration 0069): one-letter words, runs of punctuation, letters outside ASCII beside a separator.
  'X Y Z Partners',
  'Ab  Cd, Ef.',
  'Kim & Lee, P.C.',
  'Crème-Brûlée Co',
  'Émile Zola Ltd',
  '3M Co',
];
const terms = [
  'arci',
  'garcia fam',
  'GARCIA FAMILY TRUST',
  'brien & s',
  "o'brien",
  'núñez',
  'NÚÑEZ PART',
  'müller',
  '山田商',
  'acme-12',
  '123 hold',
  '50%',
  '_jones',
  "donald's far",
  'rie co.',
  'ee',
  'new) garc',
  'cia-tru',
  'family trust',
  'garcia trust 12',
  'a b c',
  'lee\\wong 5',
  'ventures 5',
  'trust 1',
  'y z partners',
  'cd, e',
  'ée co',
  'le zo',
  'm co',
];

const isAscii = (s: string) => /^[\x20-\x7e]+$/.test(s);

describe("an entity name search through the firm's trigram keys", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('a name that contains the term has every key the term asks for, and no other firm has them', async () => {
    const { rows } = await t.deps.database.executeSql(
      `select n.name, s.term, n.name ilike s.pattern as contains,
              firm_trigram_keys(7, n.name) @> firm_trigram_query(7, s.pattern) as keyed,
              firm_trigram_keys(8, n.name) @> firm_trigram_query(7, s.pattern) as other_firm
       from unnest($1::text[]) as n(name), unnest($2::text[], $3::text[]) as s(term, pattern)`,
      [names, terms, terms.map(containsPattern)],
    );
    const missed = rows.filter((r) => r.contains && !r.keyed).map((r) => `${r.name} / ${r.term}`);
    expect(missed).toEqual([]);
    expect(rows.filter((r) => r.other_firm)).toEqual([]);
    // Every term found a name (a case folded outside ASCII depends on the database's locale), so the check ran on
    // real matches.
    const found = new Set(rows.filter((r) => r.contains).map((r) => r.term));
    expect(terms.filter((term) => isAscii(term) && !found.has(term))).toEqual([]);
  });

  it('every part of every name, as a term, finds every name that contains it', async () => {
    // Each term starts and ends anywhere: inside a word, at its edge, on punctuation or a space.
    const parts = new Set<string>();
    for (const name of names)
      for (let i = 0; i < name.length; i++)
        for (let j = i + 1; j <= Math.min(name.length, i + 16); j++) parts.add(name.slice(i, j));
    const all = [...parts];
    const { rows } = await t.deps.database.executeSql(
      `select n.name, s.term from unnest($1::text[]) as n(name), unnest($2::text[], $3::text[]) as s(term, pattern)
       where n.name ilike s.pattern and not (firm_trigram_keys(7, n.name) @> firm_trigram_query(7, s.pattern)
         and firm_name_pair_keys(7, n.name) @> firm_term_pair_keys(7, s.term))`,
      [names, all, all.map(containsPattern)],
    );
    // The term's pairs too (migration 0070): a page sorted by name walks the names of the term's first pair.
    expect(rows).toEqual([]);
  });

  it("a word the term bounds asks for its edges too, so names with the term's other words alone are not read", async () => {
    // Migration 0067: " 12" of "garcia trust 12", the one-letter "5" of "ventures 5" and "lee\\wong 5", "b" of "a b c".
    const cases = [
      ['garcia trust 12', 'Garcia Trust 34', 'Garcia Trust 1211'],
      ['ventures 5', 'Ventures 71', 'Ventures 57'],
      ['a b c', 'A Bc Holdings', 'A B C Holdings'],
      ['lee\\wong 5', 'Lee\\Wong 6 LLP', 'Lee\\Wong 5 LLP'],
      ['trust 1', 'Trust 21', 'Trust 12'],
    ];
    const { rows } = await t.deps.database.executeSql(
      `select c.term, firm_trigram_keys(7, c.other) @> firm_trigram_query(7, c.pattern) as other,
              firm_trigram_keys(7, c.match) @> firm_trigram_query(7, c.pattern) as match
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as c(term, pattern, other, match)`,
      [
        cases.map((c) => c[0]),
        cases.map((c) => containsPattern(c[0]!)),
        cases.map((c) => c[1]),
        cases.map((c) => c[2]),
      ],
    );
    expect(rows).toEqual(cases.map(([term]) => ({ term, other: false, match: true })));
  });

  it("ANALYZE and VACUUM work out the names' keys, under their own search_path", async () => {
    // PostgreSQL 17 (PGlite) runs them with a search_path of pg_catalog alone: the keys name pg_trgm's schema.
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    await buildCompany(db, firm, await buildClient(db, firm), { name: 'Garcia Family Trust' });
    await expect(t.deps.database.executeSql('vacuum (analyze) companies')).resolves.toBeDefined();
  });

  it('a term with a trigram asks for keys of its own, so the index reads only its matches', async () => {
    const { rows } = await t.deps.database.executeSql(
      `select s.term, cardinality(firm_trigram_query(7, s.pattern)) as keys,
              firm_trigram_query(7, s.pattern) = array[7::bigint << 32] as firm_only
       from unnest($1::text[], $2::text[]) as s(term, pattern)`,
      [terms, terms.map(containsPattern)],
    );
    for (const row of rows.filter((r) => /^[a-z' ]+$/i.test(r.term as string) && hasTrigram(r.term as string)))
      expect(row.firm_only, String(row.term)).toBe(false);
    // A term without a whole trigram reads the firm's every entry (its key of the firm alone).
    expect(rows.find((r) => r.term === 'ee')!.firm_only).toBe(true);
  });

  it("a term asks for four keys at most: its word pairs, else its words' edges and ends first", async () => {
    // Migrations 0068 and 0069: every key asked is a posting list read whole, and a word's trigrams come together.
    const keys = async (term: string, ...grams: string[]) => {
      const { rows } = await t.deps.database.executeSql(
        `select firm_trigram_query(7, $1) as asked,
                array(select (7::bigint << 32) | (hashtext(g)::bigint & 4294967295) from unnest($2::text[]) g) as expected`,
        [containsPattern(term), grams],
      );
      return rows[0] as { asked: string[]; expected: string[] };
    };
    const sorted = (a: string[]) => a.map(String).sort();
    const expectKeys = async (term: string, ...grams: string[]) => {
      const { asked, expected } = await keys(term, ...grams);
      expect(sorted(asked), term).toEqual(sorted(expected));
    };
    // Two words: their pair alone, which holds both edges the space bounds.
    await expectKeys('garcia trust', 'ia tr');
    await expectKeys('garcia trust 12', 'ia tr', 'st 12');
    // A pair, and the edges no pair holds: "5" may go on ("57"), so it has no pair but its start.
    await expectKeys('lee\\wong 5', 'ee wo', 'ng ', '  5');
    // A one-letter side the term bounds makes a pair ("z"); one at the term's start ("y") may go on in a name.
    await expectKeys('y z partners', 'z pa', '  z', ' z ');
    // No pair: the edges, then the first three letters of each word.
    await expectKeys('ventures 5', 'es ', '  5', 'ven', 'res');
    // One word: its first and last three letters, then the first two of the rest.
    await expectKeys('international', 'int', 'nal', 'ati', 'ern');
    // Under four: all of them.
    await expectKeys('arci', 'arc', 'rci');
  });

  it('a pair is asked only of names with those words side by side', async () => {
    const { rows } = await t.deps.database.executeSql(
      `select n.name, firm_trigram_keys(7, n.name) @> firm_trigram_query(7, $1) as keyed from unnest($2::text[]) n(name)`,
      [containsPattern('garcia trust'), ['Garcia Trust 34', 'GARCIA-TRUST', 'Garcia Family Trust', 'Trust Garcia']],
    );
    expect(rows.map((r) => [r.name, r.keyed])).toEqual([
      ['Garcia Trust 34', true],
      ['GARCIA-TRUST', true],
      ['Garcia Family Trust', false],
      ['Trust Garcia', false],
    ]);
  });

  it('the Entities list and the picker find exactly the names that contain the term, in the firm alone', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const other = await buildFirm(db);
    const { headers } = await signInAs(db, await buildStaff(db, firm));
    // Contacts whose names and emails no term matches: the searches also read a contact's name or email.
    for (const [i, name] of names.entries()) {
      const contact = { fname: 'Q', lname: `Z${i}`, email: `q${i}-${firm.id}@x.test` };
      await buildCompany(db, firm, await buildClient(db, firm, contact), { name });
      await buildCompany(db, other, await buildClient(db, other, { ...contact, email: `q${i}-${other.id}@x.test` }), {
        name,
      });
    }
    const entities = async (url: string) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().entities as Array<{ name: string }>).map((e) => e.name);
    };
    for (const term of terms) {
      const expected = names.filter((n) => n.toLowerCase().includes(term.toLowerCase())).sort();
      const q = encodeURIComponent(term);
      const counted = await entities(`/api/v2/entities?rows_per_page=100&search=${q}`);
      // Asked again, the total is kept, so the page is read without counting: sorted by name, along the term's pair
      // of words (migration 0070). The same names in the same order, either way round.
      expect(await entities(`/api/v2/entities?rows_per_page=100&search=${q}&made=1`), term).toEqual(counted);
      const descending = await entities(`/api/v2/entities?rows_per_page=100&search=${q}&descending=true`);
      expect(await entities(`/api/v2/entities?rows_per_page=100&search=${q}&descending=true&made=1`)).toEqual(
        descending,
      );
      expect(descending, term).toEqual([...counted].reverse());
      const picker = await t.app.inject({ url: `/api/v2/entities/picker?search=${q}`, headers });
      const listed = [...counted].sort();
      const picked = (picker.json().entities as Array<{ name: string }>).map((e) => e.name).sort();
      // ILIKE folds case as the database's locale does: compared on names whose case JavaScript folds the same way.
      const ascii = (ns: string[]) => ns.filter(isAscii);
      expect(ascii(listed), term).toEqual(ascii(expected));
      expect(ascii(picked), term).toEqual(ascii(expected));
    }
  });
});
