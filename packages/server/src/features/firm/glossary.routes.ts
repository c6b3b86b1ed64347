import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  glossaryEntryInputSchema,
  glossaryEntrySchema,
  glossaryEntryUpdateSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { createGlossaryEntry, deleteGlossaryEntry, listGlossary, updateGlossaryEntry } from './glossary.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * The firm's glossary (spec 002 §3 firm_vocabs). Everyone signed in to the firm reads it (clients see the
 * descriptions on their questionnaires); partners change it in firm settings.
 */
export const glossaryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['firm'];
    app.get(
      '/api/firm_vocabs',
      {
        schema: {
          tags,
          description: "The firm's glossary: key words (comma-separated terms) and their description.",
          response: { 200: z.array(glossaryEntrySchema) },
        },
      },
      (req) => listGlossary(db, requireActor(req)),
    );
    app.post(
      '/api/firm_vocabs',
      { schema: { tags, body: glossaryEntryInputSchema, response: { 200: glossaryEntrySchema } } },
      (req) => createGlossaryEntry(db, requireActor(req), req.body),
    );
    app.patch(
      '/api/firm_vocabs/:id',
      { schema: { tags, params, body: glossaryEntryUpdateSchema, response: { 200: glossaryEntrySchema } } },
      (req) => updateGlossaryEntry(db, requireActor(req), req.params.id, req.body),
    );
    app.delete(
      '/api/firm_vocabs/:id',
      { schema: { tags, params, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteGlossaryEntry(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
