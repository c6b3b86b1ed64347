import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, massEmailSchema, massEmailStatusSchema, testMassEmailSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { massEmailStatus, queueMassEmail, recentMassEmails, sendTestMassEmail } from './mass-email.service.ts';

/** Mass email (spec 000 §7): a test to yourself, then a queued send with progress. */
export const massEmailRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['mass email'];
    app.post(
      '/api/advisors/send_test_mass_message',
      { schema: { tags, body: testMassEmailSchema, response: { 200: z.object({ message: z.string() }) } } },
      (req) => sendTestMassEmail({ db, mailer: deps.mailer }, requireActor(req), req.body),
    );
    app.post(
      '/api/advisors/send_mass_message',
      {
        schema: {
          tags,
          body: massEmailSchema,
          response: { 200: z.object({ message: z.string(), mass_email: massEmailStatusSchema }) },
        },
      },
      (req) => queueMassEmail({ db, jobs: deps.jobs }, requireActor(req), req.body),
    );
    app.get(
      '/api/advisors/mass_messages',
      { schema: { tags, response: { 200: z.array(massEmailStatusSchema) } } },
      (req) => recentMassEmails(db, requireActor(req)),
    );
    app.get(
      '/api/advisors/mass_messages/:id',
      {
        schema: {
          tags,
          params: z.object({ id: recordIdParam }),
          response: { 200: massEmailStatusSchema },
        },
      },
      (req) => massEmailStatus(db, requireActor(req), req.params.id),
    );
  };
