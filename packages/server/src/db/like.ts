import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companies, companyNamePairs } from './schema/index.ts';

/** A user's search term as an ILIKE pattern: their % and _ are literal characters. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a search's pattern gives a trigram index something to look up: a run of three letters or digits (pg_trgm
 * takes its trigrams from the words of a pattern). Without one, the index would be read whole, and only a plan made
 * for the pattern knows to read the firm's rows instead.
 */
export const hasTrigram = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A search term that has no trigram (hasTrigram): the lists test it on the rows their plan reads, a plan made for it,
 * rather than through a trigram index, which would be read whole. No term is not a short one.
 */
export const isShortSearch = (term: string | null | undefined): boolean => Boolean(term) && !hasTrigram(term!);

/**
 * `column` (a row's firm) is `firm`, in a form no index serves: where a search's matches (or another array of ids) are
 * read first, a plan made once (prepared-query.ts planOnceOnServer) takes the firm for an average one, and with the
 * firm as an index condition it read a big firm's whole range of a btree, to walk in the list's order testing each
 * row against the few matches, or to intersect with them (a BitmapAnd). The row's firm is still checked on every row.
 */
export const firmOnRow = (column: SQLWrapper, firm: unknown) => sql`(${column} = ${firm}) is true`;

/**
 * The entities of firm `firm` whose name contains `pattern` (containsPattern), as a condition on `companies`. With
 * `trigrams` (the term has one: hasTrigram), found through the firm's keys of their names' trigrams (migration 0066:
 * this repeats the index's expression, firm_trigram_keys(firm_id, name), exactly, for the index to serve it) and
 * checked by ILIKE on the row. Every key carries its row's firm, so the match reads that firm's rows alone; the firm
 * is checked on the row as well (firmOnRow). Without a
 * trigram the keys would be the firm's every row, and working them out for each row a plan reads costs more than the
 * ILIKE: the firm's rows are then tested as they are read. The keys a pattern asks for are worked out from the term
 * inside a containsPattern pattern (migration 0067); a pattern of another form asks for the firm's every entry.
 */
export function entityNameContains(firm: unknown, pattern: unknown, trigrams: boolean) {
  const { firmId, name } = companies;
  if (!trigrams) return sql`${firmId} = ${firm} and ${name} ilike ${pattern}`;
  return sql`firm_trigram_keys(${firmId}, ${name}) @> firm_trigram_query(${firm}, ${pattern}) and ${firmOnRow(firmId, firm)} and ${name} ilike ${pattern}`;
}

/** The ids of firm `firm`'s entities whose name contains `pattern` (entityNameContains), as a select. */
export const entityIdsNamed = (firm: unknown, pattern: unknown, trigrams: boolean) =>
  sql`select ${companies.id} from ${companies} where ${entityNameContains(firm, pattern, trigrams)}`;

/**
 * The entities of firm `firm` whose name contains `pattern` (containsPattern of `term`) and meets `where` (other
 * conditions on `companies`), as a select of `"id"` and `"k"` (the name) in name order: walked along the first pair of
 * words the term has (migration 0070, company_name_pairs), each entry's row tested as it is read, so a page sorted by
 * name stops at its end instead of reading, testing and sorting every match. A second pair of the term is tested on
 * the entries first, from the index alone. None when the term has no pair: then entityNameContains, behind
 * termWithoutPairs. The name is compared too, so an entry can never stand for a row whose name it does not hold.
 */
export function entityNamesInOrder(
  firm: unknown,
  term: unknown,
  pattern: unknown,
  where: SQL | undefined,
  descending: boolean,
) {
  const pairs = sql`${companyNamePairs}`;
  const keys = sql`firm_term_pair_keys(${firm}, ${term})`;
  const dir = sql.raw(descending ? 'desc' : 'asc');
  // Each a subquery of its own, so it is worked out once per statement, not for each entry.
  return sql`select ${companies.id} as "id", ${companies.name} as "k" from ${pairs} as "p"
    inner join ${companies} on ${companies.id} = "p"."company_id" and ${companies.name} = "p"."name"
    where "p"."key" = (select (${keys})[1])
      and ((select cardinality(${keys})) < 2 or exists (select 1 from ${pairs} as "p2"
        where "p2"."key" = (select (${keys})[2]) and "p2"."name" = "p"."name" and "p2"."company_id" = "p"."company_id"))
      and ${where ?? sql`true`} and ${firmOnRow(companies.firmId, firm)} and ${companies.name} ilike ${pattern}
    order by "p"."name" ${dir}, "p"."company_id" ${dir}`;
}

/** Whether a search term has no pair of words (entityNamesInOrder): a condition worked out once per statement. */
export const termWithoutPairs = (firm: unknown, term: unknown) =>
  sql`cardinality(firm_term_pair_keys(${firm}, ${term})) = 0`;
