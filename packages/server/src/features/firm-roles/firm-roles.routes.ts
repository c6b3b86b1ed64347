import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  assignFirmRoleSchema,
  assignmentResultSchema,
  bulkAssignFirmRoleSchema,
  firmGroupInputSchema,
  firmGroupSchema,
  firmGroupsResponseSchema,
  firmRoleSchema,
  saveFirmRoleSchema,
  unassignFirmRoleSchema,
  updateRolesSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import {
  assignRole,
  createGroup,
  createRole,
  deleteGroup,
  deleteRole,
  listGroups,
  listRoles,
  renameGroup,
  unassignRole,
  updateCompanyRole,
  updateRole,
} from './firm-roles.service.ts';

const idParams = z.object({ id: recordIdParam });

/** Firm roles at /settings/roles and firm groups (spec 000 §6, §7). */
export const firmRoleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['firm roles'];
    app.get('/api/firm_roles', { schema: { tags, response: { 200: z.array(firmRoleSchema) } } }, (req) =>
      listRoles(db, requireActor(req)),
    );
    app.post(
      '/api/firm_roles',
      { schema: { tags, body: saveFirmRoleSchema, response: { 200: firmRoleSchema } } },
      (req) => createRole(db, requireActor(req), req.body),
    );
    app.put(
      '/api/firm_roles/:id',
      { schema: { tags, params: idParams, body: saveFirmRoleSchema, response: { 200: firmRoleSchema } } },
      (req) => updateRole(db, requireActor(req), req.params.id, req.body),
    );
    app.delete(
      '/api/firm_roles/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteRole(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/firm_roles/assign',
      { schema: { tags, body: assignFirmRoleSchema, response: { 200: assignmentResultSchema } } },
      async (req) => {
        const [row] = await assignRole(db, requireActor(req), { ...req.body, companyIds: [req.body.companyId] });
        return { id: row?.id ?? null, firm_role_id: req.body.firmRoleId, error: null };
      },
    );
    app.post(
      '/api/firm_roles/assign_in_bulk',
      { schema: { tags, body: bulkAssignFirmRoleSchema, response: { 200: z.object({ updated: z.number().int() }) } } },
      async (req) => ({ updated: (await assignRole(db, requireActor(req), req.body)).length }),
    );
    app.patch(
      '/api/companies/:id/update_roles',
      {
        schema: {
          tags,
          description: 'Spec 000 §7: one firm role on this entity, as firm_roles/assign (userId null: as unassign).',
          params: idParams,
          body: updateRolesSchema,
          response: { 200: assignmentResultSchema },
        },
      },
      (req) => updateCompanyRole(db, requireActor(req), req.params.id, req.body),
    );
    app.post(
      '/api/firm_roles/unassign',
      { schema: { tags, body: unassignFirmRoleSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await unassignRole(db, requireActor(req), req.body.firmRoleId, req.body.companyId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/firm_groups',
      {
        schema: {
          tags: ['firm'],
          description: 'Firm settings → Groups: each group with its live users and entities (partners).',
          response: { 200: firmGroupsResponseSchema },
        },
      },
      (req) => listGroups(db, requireActor(req)),
    );
    app.patch(
      '/api/firm_groups/:id',
      { schema: { tags: ['firm'], params: idParams, body: firmGroupInputSchema, response: { 200: firmGroupSchema } } },
      (req) => renameGroup(db, requireActor(req), req.params.id, req.body.name),
    );
    app.post(
      '/api/firm_groups',
      { schema: { tags: ['firm'], body: firmGroupInputSchema, response: { 200: firmGroupSchema } } },
      (req) => createGroup(db, requireActor(req), req.body.name),
    );
    app.delete(
      '/api/firm_groups/:id',
      { schema: { tags: ['firm'], params: idParams, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteGroup(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
