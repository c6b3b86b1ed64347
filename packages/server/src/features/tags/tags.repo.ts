import { and, asc, eq, getTableName, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tag } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companyEntityTags, contactTags, documentTags, entityTags, userContactTags } from '../../db/schema/index.ts';

/** Contact tags hang on users, entity tags on companies: same rules, two pairs of tables. */
export const tagKinds = {
  contact: { tags: contactTags, links: userContactTags, subject: userContactTags.userId },
  entity: { tags: entityTags, links: companyEntityTags, subject: companyEntityTags.companyId },
} as const;
export type TagKind = keyof typeof tagKinds;

/** Each kind's firm vocabulary; documents carry their tags' names themselves, so they have no link table. */
const vocabularies = { contact: contactTags, entity: entityTags, document: documentTags } as const;
export type VocabularyKind = keyof typeof vocabularies;

export function listTags(db: DbOrTx, kind: VocabularyKind, firmId: number): Promise<Tag[]> {
  const tags = vocabularies[kind];
  return db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.firmId, firmId)).orderBy(asc(tags.name));
}

/** The tags with these names, created when new; names match without case. */
export async function ensureTags(db: DbOrTx, kind: VocabularyKind, firmId: number, names: string[]): Promise<Tag[]> {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  if (unique.length === 0) return [];
  const tags = vocabularies[kind];
  await db
    .insert(tags)
    .values(unique.map((name) => ({ firmId, name })))
    .onConflictDoNothing();
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      and(
        eq(tags.firmId, firmId),
        inArray(
          sql`lower(${tags.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

/** Existing tags with these names (removal never creates a tag). */
export async function findTags(db: DbOrTx, kind: VocabularyKind, firmId: number, names: string[]): Promise<Tag[]> {
  if (names.length === 0) return [];
  const tags = vocabularies[kind];
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      and(
        eq(tags.firmId, firmId),
        inArray(
          sql`lower(${tags.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

export async function addTags(db: DbOrTx, kind: TagKind, firmId: number, subjectIds: number[], tagIds: number[]) {
  if (subjectIds.length === 0 || tagIds.length === 0) return;
  const { links } = tagKinds[kind];
  const rows = subjectIds.flatMap((subjectId) =>
    tagIds.map((tagId) =>
      kind === 'contact' ? { firmId, userId: subjectId, tagId } : { firmId, companyId: subjectId, tagId },
    ),
  );
  await db
    .insert(links)
    .values(rows as never)
    .onConflictDoNothing();
}

/** Removes these tags (or every tag when `tagIds` is 'all') from the subjects. */
export async function removeTags(
  db: DbOrTx,
  kind: TagKind,
  firmId: number,
  subjectIds: number[],
  tagIds: number[] | 'all',
) {
  if (subjectIds.length === 0 || (tagIds !== 'all' && tagIds.length === 0)) return;
  const { links, subject } = tagKinds[kind];
  await db
    .delete(links)
    .where(
      and(
        eq(links.firmId, firmId),
        inArray(subject, subjectIds),
        tagIds === 'all' ? undefined : inArray(links.tagId, tagIds),
      ),
    );
}

/** Tags per subject for one page of a table, in one query. */
/**
 * The tags of the subject whose id `subjectId` names (a column of the surrounding query), as a JSON array ordered
 * by name: a list reads its page's tags in the same statement as its rows instead of a second round trip. Its own
 * tables are named by aliases of their own, so no column of the surrounding query is taken for theirs.
 */
export function tagsJson(kind: TagKind, firmId: number | Placeholder, subjectId: SQL): SQL<Tag[]> {
  const { tags, links, subject } = tagKinds[kind];
  const t = sql.identifier(getTableName(tags));
  const l = sql.identifier(getTableName(links));
  return sql<Tag[]>`coalesce((select json_agg(json_build_object('id', tg.id, 'name', tg.name) order by tg.name)
    from ${l} lk inner join ${t} tg on tg.id = lk.tag_id
    where lk.firm_id = ${firmId} and lk.${sql.identifier(subject.name)} = ${subjectId}), '[]'::json)`;
}

export async function tagsOf(db: DbOrTx, kind: TagKind, firmId: number, subjectIds: number[]) {
  const bySubject = new Map<number, Tag[]>();
  if (subjectIds.length === 0) return bySubject;
  const { tags, links, subject } = tagKinds[kind];
  const rows = await db
    .select({ subjectId: subject, id: tags.id, name: tags.name })
    .from(links)
    .innerJoin(tags, eq(tags.id, links.tagId))
    .where(and(eq(links.firmId, firmId), inArray(subject, subjectIds)))
    .orderBy(asc(tags.name));
  for (const r of rows) bySubject.set(r.subjectId, [...(bySubject.get(r.subjectId) ?? []), { id: r.id, name: r.name }]);
  return bySubject;
}
