import { z } from 'zod';
import { recordId } from '../common/ids.ts';

/** Tags one document may carry: enough to classify it, few enough to show on one line. */
export const MAX_DOCUMENT_TAGS = 20;

export const tagMessages = {
  nothingSelected: 'No selected users or entities to update!',
  tagNameRequired: 'Tag name is required',
  mixedSelection: 'Entities and users cannot be tagged together',
  // Ours: the spec names document tags (002 §3) but not these texts.
  noDocumentsSelected: 'No selected documents to update!',
  documentTagsOff: 'Document tags are turned off for this firm.',
  tooManyDocumentTags: `A document can have at most ${MAX_DOCUMENT_TAGS} tags`,
  filesOnly: 'Only files can be tagged',
} as const;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Longest tag name; the tag fields stop typing there. */
export const MAX_TAG_NAME_LENGTH = 60;

const tagName = z.string().trim().min(1, tagMessages.tagNameRequired).max(MAX_TAG_NAME_LENGTH);
const tagNames = z.array(tagName).max(100);
const ids = z.array(recordId).min(1, tagMessages.nothingSelected).max(5000);

/** GET /api/tags: the firm's vocabularies (document tags are used when document_tags_enabled). */
export const firmTagsSchema = z.object({
  contact_tags: z.array(tagSchema),
  entity_tags: z.array(tagSchema),
  document_tags: z.array(tagSchema),
});

/** POST /api/users/update_tags: one user's exact set of contact tags. */
export const updateUserTagsSchema = z.object({ user_id: recordId, contact_tags: tagNames });
/** POST /api/companies/{id}/update_tags: one entity's exact set of entity tags. */
export const updateEntityTagsSchema = z.object({ entity_tags: tagNames });

/**
 * Bulk tagging (spec 000 §4): the dialog sends the add set, then the remove set; 'Remove all tags'
 * is its own confirmed call (remove_all).
 */
export const bulkUserTagsSchema = z.object({
  user_ids: ids,
  selected_tags: tagNames.default([]),
  remove: z.boolean().default(false),
  remove_all: z.boolean().default(false),
});
export const bulkEntityTagsSchema = z.object({
  ids,
  tag_names: tagNames.default([]),
  remove: z.boolean().default(false),
  remove_all: z.boolean().default(false),
});

export const taggedSchema = z.object({ updated: z.number().int(), tags: z.array(tagSchema) });

/** A document's tags: on upload (a JSON array in the `tags` field) and in the per-document dialog. */
export const documentTagNamesSchema = z.array(tagName).max(MAX_DOCUMENT_TAGS, tagMessages.tooManyDocumentTags);
/** POST /api/documents/{id}/update_tags: one file's exact set of tags. */
export const updateDocumentTagsSchema = z.object({ document_tags: documentTagNamesSchema });
/** POST /api/documents/update_tags_in_bulk: the add set, the remove set, or every tag off, for selected files. */
export const bulkDocumentTagsSchema = z.object({
  ids: z.array(recordId).min(1, tagMessages.noDocumentsSelected).max(1000),
  tag_names: tagNames.default([]),
  remove: z.boolean().default(false),
  remove_all: z.boolean().default(false),
});

export type TagChange = { add: string[] } | { remove: string[] } | 'remove-all';

/**
 * A document's tags after a change: names compare without case, the first spelling met is kept (callers
 * pass the firm's spelling), and the result is sorted so the same set always reads the same.
 */
export function applyTagChange(current: readonly string[], change: TagChange): string[] {
  if (change === 'remove-all') return [];
  const byKey = new Map(current.map((t) => [t.toLowerCase(), t]));
  if ('add' in change) for (const t of change.add) if (!byKey.has(t.toLowerCase())) byKey.set(t.toLowerCase(), t);
  if ('remove' in change) for (const t of change.remove) byKey.delete(t.toLowerCase());
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
