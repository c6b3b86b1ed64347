import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEntitySchema,
  entityDetailSchema,
  entityListQuerySchema,
  entityListResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { usersPage } from '../users/users-list.service.ts';
import { entitiesPage } from './entities-list.service.ts';
import { createEntity, entityDetail, relatedEntitiesOf } from './entities.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The firm's client book tables (spec 000 §7 GET /v2/users and /v2/entities). */
export const listRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.get(
      '/api/v2/entities',
      {
        schema: { tags: ['entities'], querystring: entityListQuerySchema, response: { 200: entityListResponseSchema } },
      },
      (req) => entitiesPage(db, requireActor(req), req.query),
    );
    app.get(
      '/api/v2/users',
      { schema: { tags: ['users'], querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
      (req) => usersPage(db, requireActor(req), req.query),
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
  };
