import { and, eq, ilike, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EntityListQuery } from '@portal/domain';
import {
  containsPattern,
  entityIdsNamed,
  entityNameContains,
  entityNamesInOrder,
  hasTrigram,
  termWithoutPairs,
} from '../../db/like.ts';
import { companies, companyEntityTags, users } from '../../db/schema/index.ts';

/** Which entities a caller may list: a group-limited user only those of their group's clients. */
export interface EntityScope {
  groupId?: number | null;
}

const p = sql.placeholder;

/**
 * Which conditions a query has (never their values): with the sort and direction, the key of its prepared
 * statement (db/prepared-query.ts). The values go in as placeholders, lists as one array each.
 */
export interface EntityShape {
  deleted: boolean;
  ids: boolean;
  types: boolean;
  inactive: boolean;
  readonly: boolean;
  managers: boolean;
  cpas: boolean;
  tags: boolean;
  /** A group's clients only; none for a group-limited user without a group. */
  group: 'any' | 'one' | 'none';
  search: boolean;
  /** Whether the search can match an email: an email has no space, so "Garcia Trust" reads only the names. */
  searchEmails: boolean;
  /** Whether the search has a trigram, so names are read through the firm's trigram keys (entityNameContains). */
  searchTrigrams: boolean;
}

export interface EntityFilter {
  shape: EntityShape;
  key: string;
  values: Record<string, unknown>;
}

export function entityFilter(firmId: number, q: EntityListQuery, scope: EntityScope): EntityFilter {
  const f = q.filters;
  const groupId = scope.groupId !== undefined ? scope.groupId : q.firm_group_id;
  const shape: EntityShape = {
    deleted: Boolean(f.deleted),
    ids: f.ids !== undefined,
    types: Boolean(f.entity_type?.length),
    inactive: f.inactive !== undefined,
    readonly: f.readonly_access !== undefined,
    managers: Boolean(f.client_manager_id?.length),
    cpas: Boolean(f.cpa_id?.length),
    tags: Boolean(f.tag_ids?.length),
    group: groupId === null ? 'none' : groupId === undefined ? 'any' : 'one',
    search: Boolean(q.search),
    searchEmails: Boolean(q.search && mayBeInEmail(q.search)),
    searchTrigrams: Boolean(q.search && hasTrigram(q.search)),
  };
  const values = {
    firmId,
    ids: f.ids,
    types: f.entity_type,
    inactive: f.inactive,
    readonly: f.readonly_access,
    managers: f.client_manager_id,
    cpas: f.cpa_id,
    tags: f.tag_ids,
    groupId,
    pattern: q.search ? containsPattern(q.search) : undefined,
    term: q.search || undefined,
  };
  return { shape, key: Object.values(shape).join(','), values };
}

/** Whether a search term can be part of an email address, which has no whitespace (every email is validated). */
const mayBeInEmail = (term: string) => !/\s/.test(term);

/** `column = any($n)`: one parameter however many values (an empty list matches none). */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${p(name)})`;

export function entityWhere(s: EntityShape): SQL | undefined {
  return and(eq(companies.firmId, p('firmId')), entityFilters(s));
}

/** The shape's conditions but the firm's: a name match (entityNameContains) checks the firm itself. */
function entityFilters(s: EntityShape): SQL | undefined {
  return and(
    s.deleted ? isNotNull(companies.deletedAt) : isNull(companies.deletedAt),
    s.ids ? anyOf(companies.id, 'ids') : undefined,
    s.types ? anyOf(companies.entityType, 'types') : undefined,
    s.inactive ? eq(companies.inactive, p('inactive')) : undefined,
    s.readonly ? eq(companies.readonlyAccess, p('readonly')) : undefined,
    s.managers ? anyOf(companies.clientManagerId, 'managers') : undefined,
    s.cpas ? anyOf(companies.cpaId, 'cpas') : undefined,
    // The tagged entities as an array read once from the tags' index: tested one by one (exists), the firm was read.
    s.tags
      ? sql`${companies.id} = any(array(select ${companyEntityTags.companyId} from ${companyEntityTags} where ${companyEntityTags.firmId} = ${p('firmId')} and ${anyOf(companyEntityTags.tagId, 'tags')}))`
      : undefined,
    // The primary contact decides an entity's group (its copy on the entity, migration 0061); a group user without a
    // group sees none.
    s.group === 'none' ? sql`false` : s.group === 'one' ? eq(companies.primaryContactGroupId, p('groupId')) : undefined,
    s.search ? searchWhere(s) : undefined,
  );
}

/** The firm's entities whose name has the pattern (through the firm's trigram keys when it has one). */
const nameMatches = (s: EntityShape) => entityNameContains(p('firmId'), p('pattern'), s.searchTrigrams);

/**
 * The name match and the primary contact's email match, each read through its own trigram index and united:
 * an OR across the join would walk every entity of the firm. As an array (read once, before the page), the
 * matches are then fetched by primary key: as `in (…)` PostgreSQL hashed them against every entity of the firm.
 */
function searchWhere(s: EntityShape): SQL {
  const names = entityIdsNamed(p('firmId'), p('pattern'), s.searchTrigrams);
  if (!s.searchEmails) return sql`${companies.id} = any(array(${names}))`;
  return sql`${companies.id} = any(array(
    ${names}
    union
    select ${companies.id} from ${users} inner join ${companies} on ${companies.userId} = ${users.id} and ${companies.firmId} = ${p('firmId')}
    where ${users.firmId} = ${p('firmId')} and ${ilike(users.email, p('pattern'))}))`;
}

/** Each sort's column, all the entity's own (the primary contact's last name is copied onto it, migration 0061). */
export const sortColumns = {
  name: companies.name,
  entity_type: companies.entityType,
  primary_contact: companies.primaryContactLname,
  updated_at: companies.updatedAt,
  created_at: companies.createdAt,
} as const;

/**
 * The matches of a search, each a select of the filtered entities' `"id"` (and `"k"`, the value of `key`): the
 * name, read through its trigram index, and the primary contact's email unless the term has a space. The matching
 * contacts are an array (read once): joined, a database without statistics (PGlite) can plan a search of every
 * contact for each entity. `byName` (a page sorted by name): the name's matches in that order, walked along the term's
 * pairs of words, and through the trigram index only for a term without one.
 */
function matchSelects(shape: EntityShape, key?: SQL | SQLWrapper, byName?: { descending: boolean }): SQL[] {
  const unsearched = { ...shape, search: false, searchEmails: false, searchTrigrams: false };
  const columns = key ? sql`${companies.id} as "id", ${key} as "k"` : sql`${companies.id} as "id"`;
  const select = (where: SQL | undefined) => sql`select ${columns} from ${companies} where ${where}`;
  const contacts = sql`array(select ${users.id} from ${users}
    where ${users.firmId} = ${p('firmId')} and ${ilike(users.email, p('pattern'))})`;
  const names = byName
    ? [
        entityNamesInOrder(p('firmId'), p('term'), p('pattern'), entityFilters(unsearched), byName.descending),
        select(and(termWithoutPairs(p('firmId'), p('term')), entityFilters(unsearched), nameMatches(shape))),
      ]
    : [select(and(entityFilters(unsearched), nameMatches(shape)))];
  if (!shape.searchEmails) return names;
  return [...names, select(and(entityWhere(unsearched), sql`${companies.userId} = any(${contacts})`))];
}

/** The filtered entities a search matches, as `"id"` (and `"k"`, the value of `key`): its matches united. */
export function searchMatches(shape: EntityShape, key?: SQL | SQLWrapper): SQL {
  return sql.join(
    matchSelects(shape, key).map((select) => sql`(${select})`),
    sql` union `,
  );
}

/**
 * A search's page for a sort on the entity's own columns when its total is kept (list-total.ts), as its ids: each
 * match (the name, the primary contact's email) sorted and cut at the page's end (`end` = offset + limit) on its own,
 * then the two merged and cut to the page, so a big search (past the exact-total limit) sorts no more than twice the
 * page's end instead of all its matches. `plannedOnce` (a plan made without the pattern: one with trigrams): `offset
 * 0` keeps a branch from walking the sort's index until the page fills, as matches bunch together in that order
 * (every "Garcia…" name), which such a plan cannot know. A plan made for its pattern (one too short for trigrams,
 * which matches many) may walk the index: it knows from the statistics how many match.
 */
export function searchPageIds(
  shape: EntityShape,
  sortBy: EntityListQuery['sort_by'],
  descending: boolean,
  plannedOnce: boolean,
): SQL {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const order = sql`"k" ${direction}, "id" ${direction}`;
  const fence = plannedOnce ? sql` offset 0` : sql``;
  const branch = (select: SQL) =>
    sql`(select "id", "k" from (${select}${fence}) as "branch" order by ${order} limit ${p('end')})`;
  // Sorted by name, a term's pairs of words walk the names in that order (entityNamesInOrder).
  const byName = sortBy === 'name' ? { descending } : undefined;
  const branches = sql.join(matchSelects(shape, sortColumns[sortBy], byName).map(branch), sql` union `);
  return sql`${companies.id} = any(array(select "id" from (
    ${branches}
  ) as "matches" order by ${order} limit ${p('limit')} offset ${p('offset')}))`;
}
