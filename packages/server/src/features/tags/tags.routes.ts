import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  bulkEntityTagsSchema,
  bulkUserTagsSchema,
  firmTagsSchema,
  renameTagSchema,
  TAG_KINDS,
  tagsUsageResponseSchema,
  tagUsageSchema,
  taggedSchema,
  updateEntityTagsSchema,
  updateUserTagsSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { deleteTag, renameTag, tagsUsage } from './tag-catalogue.service.ts';
import { bulkTags, firmTags, setTags } from './tags.service.ts';

const tagParams = z.object({ kind: z.enum(TAG_KINDS), id: recordIdParam });

/** Contact and entity tags, per record and in bulk (spec 000 §7 tag calls). */
export const tagRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['tags'];
    app.get('/api/tags', { schema: { tags, response: { 200: firmTagsSchema } } }, (req) =>
      firmTags(db, requireActor(req)),
    );
    app.post(
      '/api/users/update_tags',
      { schema: { tags, body: updateUserTagsSchema, response: { 200: taggedSchema } } },
      (req) => setTags(db, requireActor(req), 'contact', req.body.user_id, req.body.contact_tags),
    );
    app.post(
      '/api/users/save_tags',
      { schema: { tags, body: bulkUserTagsSchema, response: { 200: taggedSchema } } },
      (req) =>
        bulkTags(db, requireActor(req), 'contact', {
          ids: req.body.user_ids,
          names: req.body.selected_tags,
          remove: req.body.remove,
          removeAll: req.body.remove_all,
        }),
    );
    app.post(
      '/api/companies/:id/update_tags',
      {
        schema: {
          tags,
          params: z.object({ id: recordIdParam }),
          body: updateEntityTagsSchema,
          response: { 200: taggedSchema },
        },
      },
      (req) => setTags(db, requireActor(req), 'entity', req.params.id, req.body.entity_tags),
    );
    app.post(
      '/api/companies/update_tags_in_bulk',
      { schema: { tags, body: bulkEntityTagsSchema, response: { 200: taggedSchema } } },
      (req) =>
        bulkTags(db, requireActor(req), 'entity', {
          ids: req.body.ids,
          names: req.body.tag_names,
          remove: req.body.remove,
          removeAll: req.body.remove_all,
        }),
    );
    app.get(
      '/api/tags/usage',
      {
        schema: {
          tags,
          description:
            'Firm settings → Tags: each entity and contact tag with how many live records carry it (partners).',
          response: { 200: tagsUsageResponseSchema },
        },
      },
      (req) => tagsUsage(db, requireActor(req)),
    );
    app.patch(
      '/api/tags/:kind/:id',
      {
        schema: {
          tags,
          description: 'Renames an entity or contact tag on every record (partners).',
          params: tagParams,
          body: renameTagSchema,
          response: { 200: tagUsageSchema },
        },
      },
      (req) => renameTag(db, requireActor(req), req.params.kind, req.params.id, req.body.name),
    );
    app.delete(
      '/api/tags/:kind/:id',
      {
        schema: {
          tags,
          description: 'Deletes an entity or contact tag and removes it from every record (partners).',
          params: tagParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteTag(db, requireActor(req), req.params.kind, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
