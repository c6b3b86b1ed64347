import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeLoginMethodSchema,
  checkEmailResponseSchema,
  checkEmailSchema,
  createClientResponseSchema,
  createClientSchema,
  updateProfileSchema,
  userSchema,
} from '@portal/domain';
import { checkEmailAvailability, createClient } from './create-client.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { changeLoginMethod, getProfile, updateProfile } from './profile.service.ts';
import { presentUser } from './users.presenter.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const auth = { db, clock: deps.clock, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.config.publicUrl };
    const tags = ['users'];

    app.post(
      '/api/users/create_client_from_api',
      { schema: { tags, body: createClientSchema, response: { 200: createClientResponseSchema } } },
      async (req) => {
        const created = await createClient(db, requireActor(req), req.body);
        return {
          user: presentUser(created.user),
          company_id: created.companyId,
          spouse_id: created.spouseId,
          message: created.message,
        };
      },
    );

    app.post(
      '/api/users/check_email_availability',
      { schema: { tags, body: checkEmailSchema, response: { 200: checkEmailResponseSchema } } },
      (req) => checkEmailAvailability(db, requireActor(req), req.body.email),
    );

    app.get('/api/users/:id', { schema: { tags, params: idParams, response: { 200: userSchema } } }, async (req) =>
      presentUser(await getProfile(db, requireActor(req), req.params.id)),
    );

    app.patch(
      '/api/users/:id',
      { schema: { tags, params: idParams, body: updateProfileSchema, response: { 200: userSchema } } },
      async (req) => presentUser(await updateProfile(db, requireActor(req), req.params.id, req.body)),
    );

    app.post(
      '/api/users/change_login_method',
      { schema: { tags, body: changeLoginMethodSchema, response: { 200: userSchema } } },
      async (req) => presentUser(await changeLoginMethod(auth, requireActor(req), req.body)),
    );
  };
