import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, companySettingsResponseSchema, companySettingsUpdateSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { companySettings, updateCompanySettings } from './company-settings.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * An entity's company settings (spec 002 §3, §4): folders where client actions are disabled (path
 * patterns, {year} for 2000–2034, an empty entry for every folder) and its own document export order.
 */
export const companySettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['entities'];
    app.get(
      '/api/companies/:id/settings',
      { schema: { tags, params, response: { 200: companySettingsResponseSchema } } },
      (req) => companySettings(db, requireActor(req), req.params.id),
    );
    app.patch(
      '/api/companies/:id/settings',
      {
        schema: {
          tags,
          description: 'Replaces either list or both; partners, admins and full users who are not read-only.',
          params,
          body: companySettingsUpdateSchema,
          response: { 200: companySettingsResponseSchema },
        },
      },
      (req) => updateCompanySettings(db, requireActor(req), req.params.id, req.body),
    );
  };
