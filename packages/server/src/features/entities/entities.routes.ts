import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  changePrimaryContactSchema,
  createEntitySchema,
  createNewOwnerSchema,
  createNoteSchema,
  noteSchema,
  entityTypesResponseSchema,
  idsQuerySchema,
  updateEntitySchema,
  updateOwnersSchema,
  updateSpecialRoleSchema,
  entityDetailSchema,
  entityListQuerySchema,
  AppError,
  simpleIndexQuerySchema,
  addSpouseSchema,
  spouseResultSchema,
  saveOwnerNotificationsSchema,
  ownerNotificationsResultSchema,
  simpleIndexResponseSchema,
  entityListResponseSchema,
  entityPickerQuerySchema,
  entityPickerResponseSchema,
} from '@portal/domain';
import { saveOwnerNotifications } from './owner-notifications.service.ts';
import { addSpouse, entitySpouse } from './spouse.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { entitiesPage, pickerEntities } from './entities-list.service.ts';
import { createEntity, entityDetail, relatedEntitiesOf } from './entities.service.ts';
import { addNote, deleteNote, listNotes } from './notes.service.ts';
import {
  changePrimaryContact,
  createNewOwner,
  deleteEntity,
  firmEntityTypes,
  restoreEntity,
  updateEntity,
  updateOwners,
  updateSpecialRole,
} from './manage-entity.service.ts';

const idParams = z.object({ id: recordIdParam });

/** The firm's client book: the entities table (spec 000 §7 GET /v2/entities); its users table is in users.routes.ts. */
export const listRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.get(
      '/api/v2/entities',
      {
        schema: { tags: ['entities'], querystring: entityListQuerySchema, response: { 200: entityListResponseSchema } },
        config: { keepAnswer: true },
      },
      (req) => entitiesPage(db, requireActor(req), req.query),
    );
    app.get(
      '/api/companies/:id/spouse',
      { schema: { tags: ['entities'], params: idParams, response: { 200: spouseResultSchema } } },
      (req) => entitySpouse(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/companies/:id/spouse',
      {
        schema: {
          tags: ['entities'],
          description: 'A spouse for this entity, made as Create User makes one and added to its owners.',
          params: idParams,
          body: addSpouseSchema,
          response: { 200: spouseResultSchema },
        },
      },
      (req) => addSpouse(db, requireActor(req), req.params.id, req.body),
    );
    app.post(
      '/api/companies/:id/save_owner_notifications',
      {
        schema: {
          tags: ['entities'],
          description: 'The owners who get this entity’s notifications (messages by email or SMS); the others stop.',
          params: idParams,
          body: saveOwnerNotificationsSchema,
          response: { 200: ownerNotificationsResultSchema },
        },
      },
      (req) => saveOwnerNotifications(db, requireActor(req), req.params.id, req.body.notification_subscribed_users),
    );
    app.get(
      '/api/v2/entities/picker',
      {
        schema: {
          tags: ['entities'],
          description:
            "What an entity picker offers: the first 20 entities by name whose name, external id, or an owner's name or email contains `search`, each with its owners (the primary contact first).",
          querystring: entityPickerQuerySchema,
          response: { 200: entityPickerResponseSchema },
        },
      },
      (req) => pickerEntities(db, requireActor(req), req.query.search),
    );
    app.get(
      '/api/companies/simple_index',
      {
        schema: {
          tags: ['entities'],
          description:
            'Every entity the caller may list, by name: GET /api/v2/entities with rows_per_page -1, fewer fields.',
          querystring: simpleIndexQuerySchema,
          response: { 200: simpleIndexResponseSchema },
        },
      },
      async (req) => {
        const page = await entitiesPage(db, requireActor(req), {
          page: 0,
          rows_per_page: -1,
          sort_by: 'name',
          descending: false,
          search: req.query.search,
          filters: {},
        });
        return { entities: page.entities ?? [], total: page.total };
      },
    );
    app.get(
      '/api/companies/get_company_by_hash_id',
      {
        schema: {
          tags: ['entities'],
          querystring: z.object({ hash_id: z.string().min(1).max(64) }),
          response: { 200: entityDetailSchema },
        },
      },
      (req) => entityDetail(db, requireActor(req), { hashId: req.query.hash_id }),
    );
    app.get(
      '/api/companies/:id',
      { schema: { tags: ['entities'], params: idParams, response: { 200: entityDetailSchema } } },
      (req) => entityDetail(db, requireActor(req), { id: req.params.id }),
    );
    app.post(
      '/api/companies',
      { schema: { tags: ['entities'], body: createEntitySchema, response: { 200: entityDetailSchema } } },
      async (req) => {
        const actor = requireActor(req);
        const company = await createEntity(db, actor, req.body);
        return entityDetail(db, actor, { id: company.id });
      },
    );
    app.get(
      '/api/v2/entities/:id/get_related_entities',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          response: {
            200: z.array(
              z.object({
                id: z.number(),
                hash_id: z.string(),
                name: z.string(),
                entity_type: z.string(),
                inactive: z.boolean(),
              }),
            ),
          },
        },
      },
      (req) => relatedEntitiesOf(db, requireActor(req), req.params.id),
    );
    const byIds = (ids: number[]) => ({ page: 0, rows_per_page: -1, sort_by: 'name' as const, filters: { ids } });
    app.get(
      '/api/v2/entities/by_ids',
      { schema: { tags: ['entities'], querystring: idsQuerySchema, response: { 200: entityListResponseSchema } } },
      (req) => entitiesPage(db, requireActor(req), byIds(req.query['ids[]'])),
    );
    app.get(
      '/api/entity_types',
      { schema: { tags: ['entities'], response: { 200: entityTypesResponseSchema } } },
      (req) => firmEntityTypes(db, requireActor(req)),
    );
    // PATCH and PUT /companies/{id} (spec 000 §7): one handler, partial bodies both ways.
    app.route({
      method: ['PATCH', 'PUT'],
      url: '/api/companies/:id',
      schema: {
        tags: ['entities'],
        params: idParams,
        body: updateEntitySchema,
        response: { 200: entityDetailSchema },
      },
      handler: async (req) => {
        const actor = requireActor(req);
        await updateEntity(db, actor, req.params.id, req.body);
        return entityDetail(db, actor, { id: req.params.id });
      },
    });
    app.patch(
      '/api/companies/:id/update_client_assignment',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          body: updateSpecialRoleSchema,
          response: { 200: entityDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        await updateSpecialRole(db, actor, req.params.id, req.body.special_role, req.body.user_id);
        return entityDetail(db, actor, { id: req.params.id });
      },
    );
    app.post(
      '/api/companies/:id/update_owners',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          body: updateOwnersSchema,
          response: { 200: entityDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (req.body.companyId !== undefined && req.body.companyId !== req.params.id)
          throw new AppError('validation_failed', 'companyId is not this entity', {
            companyId: 'companyId is not this entity',
          });
        await updateOwners(db, actor, req.params.id, req.body.owner_ids, req.body);
        return entityDetail(db, actor, { id: req.params.id });
      },
    );
    app.post(
      '/api/companies/:id/change_primary_contact',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          body: changePrimaryContactSchema,
          response: { 200: entityDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        await changePrimaryContact(db, actor, req.params.id, req.body.user_id);
        return entityDetail(db, actor, { id: req.params.id });
      },
    );
    app.post(
      '/api/companies/:id/delete_company',
      { schema: { tags: ['entities'], params: idParams, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteEntity(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/v2/entities/:id/restore_deleted_entity',
      { schema: { tags: ['entities'], params: idParams, response: { 200: entityDetailSchema } } },
      async (req) => {
        const actor = requireActor(req);
        await restoreEntity(db, actor, req.params.id);
        return entityDetail(db, actor, { id: req.params.id });
      },
    );
    app.get(
      '/api/companies/:id/notes',
      { schema: { tags: ['entities'], params: idParams, response: { 200: z.array(noteSchema) } } },
      (req) => listNotes(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/companies/:id/notes',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          body: createNoteSchema,
          response: { 200: z.array(noteSchema) },
        },
      },
      (req) => addNote(db, requireActor(req), req.params.id, req.body.text),
    );
    app.delete(
      '/api/companies/:id/notes/:noteId',
      {
        schema: {
          tags: ['entities'],
          params: idParams.extend({ noteId: recordIdParam }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteNote(db, requireActor(req), req.params.id, req.params.noteId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/companies/:id/create_new_owner',
      {
        schema: {
          tags: ['entities'],
          params: idParams,
          body: createNewOwnerSchema,
          response: { 200: entityDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        await createNewOwner(db, actor, req.params.id, req.body);
        return entityDetail(db, actor, { id: req.params.id });
      },
    );
  };
