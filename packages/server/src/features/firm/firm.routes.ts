import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, firmBrandingSchema, firmSchema, firmThemeSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { firms } from '../../db/schema/index.ts';
import { requireActor } from '../../http/auth.ts';
import { faviconUrlOf } from './branding-urls.ts';
import { firmCatalogues } from './firm-catalogues.repo.ts';
import { presentFirm } from './firm.presenter.ts';
import { findFirm, listFirmGroups } from './firm.repo.ts';

/** The firm a login page belongs to: ?slug=, else the first label of the host (acme.portal.example). */
function brandingSlug(slug: string | undefined, host: string | undefined): string | null {
  if (slug) return slug.toLowerCase();
  const first = host?.split(':')[0]?.split('.') ?? [];
  return first.length > 2 ? first[0]!.toLowerCase() : null;
}

export const firmRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/firms/branding',
      {
        schema: {
          tags: ['firm'],
          querystring: z.object({ slug: z.string().max(64).optional() }),
          response: { 200: firmBrandingSchema.nullable() },
        },
      },
      async (req) => {
        const slug = brandingSlug(req.query.slug, req.headers.host);
        if (!slug) return null;
        const [firm] = await db
          .select()
          .from(firms)
          .where(sql`lower(${firms.subdomainUrl}) = ${slug}`)
          .limit(1);
        if (!firm) return null;
        const theme = firmThemeSchema.parse(firm.theme ?? {});
        return {
          name: firm.name,
          subdomain_url: firm.subdomainUrl,
          medium_url: firm.mediumUrl,
          favicon_url: faviconUrlOf(firm),
          theme: { primary: theme.primary, secondary: theme.secondary, accent: theme.accent },
        };
      },
    );

    app.get(
      '/api/firms/current_user_firm',
      { schema: { tags: ['firm'], response: { 200: firmSchema } } },
      async (req) => {
        const actor = requireActor(req);
        const [firm, groups, catalogues] = await Promise.all([
          findFirm(db, actor.firmId),
          listFirmGroups(db, actor.firmId),
          firmCatalogues(db, actor.firmId, actor.isAdvisor),
        ]);
        if (!firm) throw new AppError('not_found', 'Firm not found');
        return presentFirm(firm, groups, catalogues);
      },
    );
  };
