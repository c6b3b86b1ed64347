import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, entityTypeInputSchema, entityTypeUsageSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { createEntityType, deleteEntityType, entityTypesUsage } from './entity-types.service.ts';

/**
 * Firm settings → Entity types (spec 002 §3 "Firms may define others"): partners add their own types and
 * delete unused ones. GET /api/entity_types (the list every advisor loads) stays in entities.routes.ts.
 */
export const entityTypeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['entities'];
    app.get(
      '/api/entity_types/usage',
      {
        schema: {
          tags,
          description: 'Built-in and firm-defined entity types with how many live entities use each (partners).',
          response: { 200: z.array(entityTypeUsageSchema) },
        },
      },
      (req) => entityTypesUsage(db, requireActor(req)),
    );
    app.post(
      '/api/entity_types',
      {
        schema: {
          tags,
          description: 'Adds a firm-defined entity type; a built-in or existing name is refused (partners).',
          body: entityTypeInputSchema,
          response: { 200: entityTypeUsageSchema },
        },
      },
      (req) => createEntityType(db, requireActor(req), req.body),
    );
    app.delete(
      '/api/entity_types/:id',
      {
        schema: {
          tags,
          description: 'Deletes a firm-defined entity type no live entity uses (partners).',
          params: z.object({ id: recordIdParam }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteEntityType(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
