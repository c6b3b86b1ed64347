import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordId,
  recordIdParam,
  assignedCompanySchema,
  changeLoginMethodSchema,
  checkEmailResponseSchema,
  checkEmailSchema,
  createClientResponseSchema,
  createClientSchema,
  idsQuerySchema,
  updateClientAssignmentsSchema,
  updateProfileSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
  AppError,
  assignTemporaryEmailSchema,
  overviewSettingResultSchema,
  updateOverviewSettingSchema,
  outOfOfficeResultSchema,
  updateTableDensitySchema,
  updateOutOfOfficeSchema,
} from '@portal/domain';
import { updateTableDensity } from './table-density.service.ts';
import { updateOutOfOffice } from './out-of-office.service.ts';
import {
  deleteUser,
  manageableUser,
  restoreUser,
  updateClientAssignments,
  updateUserByStaff,
} from './manage-user.service.ts';
import { checkEmailAvailability, createClient } from './create-client.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { changeLoginMethod, getProfile, updateProfile } from './profile.service.ts';
import { usersPage } from './users-list.service.ts';
import { presentUser } from './users.presenter.ts';
import { updateOverviewSetting } from './overview-setting.service.ts';
import { assignTemporaryEmail } from './temporary-email.service.ts';
import { listOwnedCompanies } from '../entities/index.ts';
import { linkedAccountRoutes } from './linked-accounts.routes.ts';

const idParams = z.object({ id: recordIdParam });

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const auth = { db, clock: deps.clock, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.config.publicUrl };
    const tags = ['users'];

    // The client book's users table (spec 000 §7 GET /v2/users), beside the entities table in entities.routes.ts.
    app.get(
      '/api/v2/users',
      {
        schema: { tags, querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
        config: { keepAnswer: true },
      },
      (req) => usersPage(db, requireActor(req), req.query),
    );

    app.get(
      '/api/v2/users/by_ids',
      { schema: { tags, querystring: idsQuerySchema, response: { 200: userListResponseSchema } } },
      (req) =>
        usersPage(db, requireActor(req), {
          page: 0,
          rows_per_page: -1,
          sort_by: 'name',
          filters: { ids: req.query['ids[]'] },
        }),
    );

    app.get(
      '/api/v2/users/search',
      {
        schema: {
          tags,
          querystring: z.object({ name: z.string().trim().min(1).max(100) }),
          response: { 200: userListResponseSchema },
        },
      },
      (req) =>
        usersPage(db, requireActor(req), {
          page: 0,
          rows_per_page: 10,
          sort_by: 'name',
          search: req.query.name,
          filters: {},
        }),
    );

    app.post(
      '/api/users/create_client_from_api',
      { schema: { tags, body: createClientSchema, response: { 200: createClientResponseSchema } } },
      async (req) => {
        const created = await createClient(db, requireActor(req), req.body, deps.events);
        return {
          user: await presentUser(db, created.user),
          company_id: created.companyId,
          company_hash_id: created.companyHashId,
          spouse_id: created.spouseId,
          message: created.message,
        };
      },
    );

    app.post(
      '/api/users/update_overview_setting',
      {
        schema: {
          tags,
          description: 'The signed-in user’s overview setting: last activity includes everyone’s activity when true.',
          body: updateOverviewSettingSchema,
          response: { 200: overviewSettingResultSchema },
        },
      },
      (req) => updateOverviewSetting(db, requireActor(req), req.body),
    );
    app.post(
      '/api/users/update_table_density',
      {
        schema: {
          tags,
          description: 'The signed-in staff member’s row density for the staff tables: compact or comfortable.',
          body: updateTableDensitySchema,
          response: { 200: updateTableDensitySchema },
        },
      },
      (req) => updateTableDensity(db, requireActor(req), req.body),
    );
    app.post(
      '/api/users/update_out_of_office',
      {
        schema: {
          tags,
          description:
            'The signed-in advisor’s out-of-office setting: their conversations carry advisor_out_of_office and advisor_out_of_office_message (spec 000 §3).',
          body: updateOutOfOfficeSchema,
          response: { 200: outOfOfficeResultSchema },
        },
      },
      (req) => updateOutOfOffice(db, requireActor(req), req.body),
    );
    app.post(
      '/api/users/assign_temporary_email',
      {
        schema: {
          tags,
          description:
            'Staff remove a user’s email: a temporary address takes its place (preferences.has_temp_email). Answers message ‘Email successfully removed.’',
          body: assignTemporaryEmailSchema,
          response: { 200: z.object({ message: z.string(), user: userSchema }) },
        },
      },
      async (req) => {
        const result = await assignTemporaryEmail(db, requireActor(req), req.body.user_id, deps.clock.now());
        return { message: result.message, user: await presentUser(db, result.user) };
      },
    );

    app.post(
      '/api/users/check_email_availability',
      { schema: { tags, body: checkEmailSchema, response: { 200: checkEmailResponseSchema } } },
      (req) => checkEmailAvailability(db, requireActor(req), req.body.email),
    );

    app.get('/api/users/:id', { schema: { tags, params: idParams, response: { 200: userSchema } } }, async (req) => {
      const actor = requireActor(req);
      const user =
        req.params.id === actor.userId
          ? await getProfile(db, actor, actor.userId)
          : await manageableUser(db, actor, req.params.id);
      return await presentUser(db, user);
    });

    // One path for both screens: the caller's own profile, or a user the staff member manages.
    app.patch(
      '/api/users/:id',
      { schema: { tags, params: idParams, body: updateUserSchema, response: { 200: userSchema } } },
      async (req) => {
        const actor = requireActor(req);
        if (req.params.id !== actor.userId)
          return await presentUser(db, await updateUserByStaff(db, actor, req.params.id, req.body));
        const staffOnly = Object.entries(req.body).filter(
          ([k, v]) => v !== undefined && !(k in updateProfileSchema.shape),
        );
        if (staffOnly.length) throw new AppError('forbidden', 'These settings cannot be changed on your own account');
        return await presentUser(db, await updateProfile(db, actor, actor.userId, req.body));
      },
    );

    app.post(
      '/api/users/update_client_assignments',
      { schema: { tags, body: updateClientAssignmentsSchema, response: { 200: z.object({ message: z.string() }) } } },
      (req) => updateClientAssignments(db, requireActor(req), req.body.advisorId, req.body.clientIds),
    );

    app.post(
      '/api/users/delete_client_from_api',
      { schema: { tags, body: z.object({ id: recordId }), response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteUser(db, requireActor(req), req.body.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v2/users/:id/user_assigned_companies',
      { schema: { tags, params: idParams, response: { 200: z.array(assignedCompanySchema) } } },
      async (req) => {
        const actor = requireActor(req);
        const user = await manageableUser(db, actor, req.params.id);
        return listOwnedCompanies(db, actor.firmId, user.id, { activeOnly: false });
      },
    );

    // The client preview (spec 000 §2 /preview/user/{id}): what this client sees, as staff may check it.
    app.get(
      '/api/preview/users/:id',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: z.object({ user: userSchema, companies: z.array(assignedCompanySchema) }) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const user = await manageableUser(db, actor, req.params.id);
        if (user.isAdvisor) throw new AppError('not_found', 'User not found');
        const companies = await listOwnedCompanies(db, actor.firmId, user.id, { activeOnly: true });
        return { user: await presentUser(db, user), companies };
      },
    );

    app.post(
      '/api/v2/users/:id/restore_deleted_user',
      { schema: { tags, params: idParams, response: { 200: userSchema } } },
      async (req) => await presentUser(db, await restoreUser(db, requireActor(req), req.params.id)),
    );

    app.post(
      '/api/users/change_login_method',
      { schema: { tags, body: changeLoginMethodSchema, response: { 200: userSchema } } },
      async (req) => await presentUser(db, await changeLoginMethod(auth, requireActor(req), req.body)),
    );

    await app.register(linkedAccountRoutes(deps));
  };
