import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, currentUserResponseSchema, genericMessages } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { findFirm, firmCatalogues, listFirmGroups, presentFirm } from '../firm/index.ts';
import { presentUser } from './users.presenter.ts';
import { findUser } from './users.repo.ts';

/** Who is signed in, with their firm: under /api/sessions for the web app, but answered from users and firm. */
export const currentUserRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/sessions/current_user',
      { schema: { tags: ['sessions'], response: { 200: currentUserResponseSchema } } },
      async (req) => {
        const actor = requireActor(req);
        const [user, firm, groups, catalogues] = await Promise.all([
          findUser(db, actor.firmId, actor.userId),
          findFirm(db, actor.firmId),
          listFirmGroups(db, actor.firmId),
          firmCatalogues(db, actor.firmId, actor.isAdvisor),
        ]);
        if (!user || !firm) throw new AppError('unauthorized', genericMessages.unauthorized);
        return { user: await presentUser(db, user), firm: presentFirm(firm, groups, catalogues) };
      },
    );
  };
