import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, templateDetailSchema, templateInputSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { copyTemplate, createTemplate, deleteTemplate, getTemplate, updateTemplate } from './templates.service.ts';

/** Database ids are 32-bit: a larger number is no such record (404), not a server error. */
const id = recordIdParam;
const params = z.object({ id });

/**
 * The template editor (spec 001 §3 templates; only get_template_by_id has a path in the spec, the others
 * follow its style). Access and scope live in the service: no template access 403, another firm's 404.
 */
export const templateEditorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaire templates'];
    const now = () => deps.clock.now();

    app.get(
      '/api/questionnaire_templates/get_template_by_id',
      {
        schema: {
          tags,
          querystring: z.object({ template_id: id }),
          response: { 200: templateDetailSchema },
        },
      },
      (req) => getTemplate(db, requireActor(req), req.query.template_id),
    );
    app.post(
      '/api/questionnaire_templates',
      { schema: { tags, body: templateInputSchema, response: { 201: templateDetailSchema } } },
      async (req, reply) => reply.code(201).send(await createTemplate(db, requireActor(req), req.body, now())),
    );
    app.put(
      '/api/questionnaire_templates/:id',
      {
        schema: {
          tags,
          description: 'Built-in starter templates answer 409: copy one to change it.',
          params,
          body: templateInputSchema,
          response: { 200: templateDetailSchema },
        },
      },
      (req) => updateTemplate(db, requireActor(req), req.params.id, req.body, now()),
    );
    app.post(
      '/api/questionnaire_templates/:id/copy',
      { schema: { tags, params, response: { 201: templateDetailSchema } } },
      async (req, reply) => reply.code(201).send(await copyTemplate(db, requireActor(req), req.params.id, now())),
    );
    app.delete(
      '/api/questionnaire_templates/:id',
      { schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } },
      (req) => deleteTemplate(db, requireActor(req), req.params.id, now()),
    );
  };
