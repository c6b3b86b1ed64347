import { z } from 'zod';

export const tagMessages = {
  nothingSelected: 'No selected users or entities to update!',
  tagNameRequired: 'Tag name is required',
  mixedSelection: 'Entities and users cannot be tagged together',
} as const;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

const tagName = z.string().trim().min(1, tagMessages.tagNameRequired).max(60);
const tagNames = z.array(tagName).max(100);
const ids = z.array(z.number().int().positive()).min(1, tagMessages.nothingSelected).max(5000);

/** GET /api/tags: the firm's two vocabularies. */
export const firmTagsSchema = z.object({ contact_tags: z.array(tagSchema), entity_tags: z.array(tagSchema) });

/** POST /api/users/update_tags: one user's exact set of contact tags. */
export const updateUserTagsSchema = z.object({ user_id: z.number().int().positive(), contact_tags: tagNames });
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
