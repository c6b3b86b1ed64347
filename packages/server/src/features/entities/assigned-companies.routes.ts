import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordId, AppError, assignedCompanySchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { requireActor } from '../../http/auth.ts';
import { listOwnedCompanies } from './assigned-companies.repo.ts';

/** The client's Current Entity list and default company (spec 000 §2, §7). */
export const assignedCompanyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/companies/get_user_assigned_companies',
      { schema: { tags: ['entities'], response: { 200: z.array(assignedCompanySchema) } } },
      async (req) => {
        const actor = requireActor(req);
        return listOwnedCompanies(db, actor.firmId, actor.userId, { activeOnly: !actor.isAdvisor });
      },
    );

    app.post(
      '/api/set_default_company',
      {
        schema: {
          tags: ['entities'],
          body: z.object({ companyId: recordId }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        const owned = await listOwnedCompanies(db, actor.firmId, actor.userId, { activeOnly: !actor.isAdvisor });
        if (!owned.some((c) => c.id === req.body.companyId)) throw new AppError('not_found', 'Entity not found');
        await db
          .update(users)
          .set({ defaultCompanyId: req.body.companyId })
          .where(and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId)));
        return reply.status(204).send(null);
      },
    );
  };
