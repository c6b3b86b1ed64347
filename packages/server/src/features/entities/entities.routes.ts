import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entityListQuerySchema,
  entityListResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { usersPage } from '../users/users-list.service.ts';
import { entitiesPage } from './entities-list.service.ts';

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
  };
