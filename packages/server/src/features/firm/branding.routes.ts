import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { recordIdParam, AppError, brandingImagesSchema, themeUpdateSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import type { BrandingImageKind } from './branding-urls.ts';
import {
  brandingRules,
  deleteBrandingImage,
  openBrandingImage,
  updateTheme,
  uploadBrandingImage,
} from './branding.service.ts';

/** The one file of the upload, cut off by the parser one byte past the limit (never read whole). */
function receiveFile(req: FastifyRequest, kind: BrandingImageKind) {
  return async () => {
    if (!req.isMultipart()) throw new AppError('bad_request', 'Send the image as multipart/form-data');
    return req.file({ limits: { fileSize: brandingRules[kind].maxBytes, files: 1 }, throwFileSizeLimit: false });
  };
}

/** Firm settings → Branding (spec 002 §1, §3 Firm theme): partners change it; the images are public. */
export const brandingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const branding = { db: deps.database.db, storage: deps.storage, clock: deps.clock };
    const tags = ['firm settings'];

    app.patch(
      '/api/firms/theme',
      { schema: { tags, body: themeUpdateSchema, response: { 200: themeUpdateSchema } } },
      (req) => updateTheme(branding.db, requireActor(req), req.body),
    );

    for (const kind of ['logo', 'favicon'] as const) {
      const rules = brandingRules[kind];
      app.post(
        `/api/firms/${kind}`,
        {
          schema: {
            tags,
            consumes: ['multipart/form-data'],
            description: `Upload the firm's ${kind}: one file, ${rules.types.join(', ')} by its first bytes, at most ${rules.maxBytes / 1024} KB.`,
            response: { 200: brandingImagesSchema },
          },
        },
        (req) => uploadBrandingImage(branding, requireActor(req), kind, receiveFile(req, kind)),
      );
      app.delete(`/api/firms/${kind}`, { schema: { tags, response: { 200: brandingImagesSchema } } }, (req) =>
        deleteBrandingImage(branding, requireActor(req), kind),
      );
      app.get(
        `/api/firms/:firmId/${kind}`,
        {
          schema: {
            tags: ['firm'],
            description: `The firm's ${kind}, public: the sign-in page and emails show it before anyone signs in.`,
            params: z.object({ firmId: recordIdParam }),
            querystring: z.object({ v: z.string().max(64).optional() }),
          },
        },
        async (req, reply) => {
          const image = await openBrandingImage(branding, req.params.firmId, kind);
          return reply
            .header('content-type', image.type)
            .header('cache-control', 'public, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(image.stream);
        },
      );
    }
  };
