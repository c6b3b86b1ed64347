import { z } from 'zod';
import { MAX_TAG_NAME_LENGTH, tagMessages } from '../tags/tags.schemas.ts';
import { normalizeFolderPath } from '../documents/document-rules.ts';

/**
 * The firm's catalogues in firm settings (spec 002 §2, §3 Firm): groups, entity types, entity and contact
 * tags, and an entity's own company settings. The spec names them, not these texts.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const catalogueMessages = {
  groupNameTaken: 'A group with this name already exists',
  groupNotFound: 'Group not found',
  groupInUse: (users: number, entities: number) =>
    `This group still has ${[
      users > 0 ? plural(users, 'user', 'users') : null,
      entities > 0 ? plural(entities, 'entity', 'entities') : null,
    ]
      .filter(Boolean)
      .join(' and ')}. Move them to another group first.`,
  entityTypeNameRequired: 'Entity type name is required',
  entityTypeBuiltIn: (name: string) => `${name} is a built-in entity type`,
  entityTypeReserved: "'New Custom Entity' is how the create dialog offers a new type: choose another name",
  entityTypeTaken: 'An entity type with this name already exists',
  entityTypeNotFound: 'Entity type not found',
  entityTypeInUse: (entities: number) =>
    `This entity type is used by ${plural(entities, 'entity', 'entities')}. Change their entity type first.`,
  tagNameTaken: 'A tag with this name already exists',
  tagNotFound: 'Tag not found',
  folderPatternInvalid: (pattern: string) => `'${pattern}' is not a valid folder path`,
  folderPatternPlaceholder: 'Only {year} can be used as a placeholder in a folder path',
  formNameRequired: 'A form name cannot be empty',
  formNameTwice: (name: string) => `'${name}' is listed twice`,
  companySettingsReadOnly: 'Only partners, admins and full users can change company settings',
} as const;

/** GET /api/firm_groups: the groups with how many users and entities each holds, and whether groups are on. */
export const firmGroupUsageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_count: z.number().int(),
  entity_count: z.number().int(),
});
export type FirmGroupUsage = z.infer<typeof firmGroupUsageSchema>;
export const firmGroupsResponseSchema = z.object({
  has_firm_groups: z.boolean(),
  firm_groups: z.array(firmGroupUsageSchema),
});
export type FirmGroupsResponse = z.infer<typeof firmGroupsResponseSchema>;

/** POST /api/entity_types. */
export const entityTypeInputSchema = z.object({
  name: z.string().trim().min(1, catalogueMessages.entityTypeNameRequired).max(80),
  individuals_allowed: z.boolean().default(true),
});
export type EntityTypeInput = z.input<typeof entityTypeInputSchema>;

/** GET /api/entity_types/usage: built-ins (no id, cannot be deleted) then the firm's own, with their use. */
export const entityTypeUsageSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  built_in: z.boolean(),
  individuals_allowed: z.boolean(),
  entity_count: z.number().int(),
});
export type EntityTypeUsage = z.infer<typeof entityTypeUsageSchema>;

export const TAG_KINDS = ['entity', 'contact'] as const;
export type CatalogueTagKind = (typeof TAG_KINDS)[number];

/** GET /api/tags/usage: each entity and contact tag with how many records carry it. */
export const tagUsageSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type TagUsage = z.infer<typeof tagUsageSchema>;
export const tagsUsageResponseSchema = z.object({
  entity_tags: z.array(tagUsageSchema),
  contact_tags: z.array(tagUsageSchema),
});
export type TagsUsageResponse = z.infer<typeof tagsUsageResponseSchema>;

/** PATCH /api/tags/{kind}/{id}. */
export const renameTagSchema = z.object({
  name: z.string().trim().min(1, tagMessages.tagNameRequired).max(MAX_TAG_NAME_LENGTH),
});

/**
 * A folder pattern of folders_where_client_actions_disabled (spec 002 §4): '' (every folder) or a folder
 * path, where {year} stands for 2000 to 2034. Returns the message when it is not one.
 */
export function folderPatternProblem(pattern: string): string | null {
  const trimmed = pattern.trim();
  if (trimmed === '' || trimmed === '/') return null;
  if (/[{}]/.test(trimmed.replaceAll('{year}', ''))) return catalogueMessages.folderPatternPlaceholder;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return normalizeFolderPath(path.replaceAll('{year}', '2025')) === null
    ? catalogueMessages.folderPatternInvalid(trimmed)
    : null;
}

const folderPatterns = z
  .array(z.string().max(300))
  .max(100)
  .superRefine((patterns, ctx) => {
    patterns.forEach((p, i) => {
      const problem = folderPatternProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', path: [i], message: problem });
    });
  })
  .transform((patterns) => patterns.map((p) => p.trim()));

const formNames = z
  .array(z.string().trim().min(1, catalogueMessages.formNameRequired).max(200))
  .max(200)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((n, i) => {
      const key = n.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: catalogueMessages.formNameTwice(n) });
      seen.add(key);
    });
  });

/** PATCH /api/companies/{id}/settings: either list or both; each replaces the stored one. */
export const companySettingsUpdateSchema = z
  .object({
    folders_where_client_actions_disabled: folderPatterns.optional(),
    custom_document_export_order: formNames.optional(),
  })
  .strict();
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdateSchema>;

export const companySettingsResponseSchema = z.object({
  folders_where_client_actions_disabled: z.array(z.string()),
  custom_document_export_order: z.array(z.string()),
});
