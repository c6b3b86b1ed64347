import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, AppError, uploadResultSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { dropOffPage, receiveDropOffFile } from './drop-off.service.ts';

const id = recordIdParam;
/** The three parts of the emailed link (spec 001 §2 /document-drop-off?questionnaireId=&companyId=, plus its token). */
const linkQuery = z.object({ questionnaireId: id, companyId: id, token: z.string().min(20).max(100) });

const itemSchema = z.object({
  question_id: z.number(),
  text: z.string(),
  options: z.array(z.string()),
  uploaded_count: z.number(),
});

const pageSchema = z.object({
  firm_name: z.string(),
  company_name: z.string(),
  tax_year: z.number(),
  due_date: z.string().nullable(),
  expires_at: z.string(),
  locked: z.boolean(),
  items: z.array(itemSchema),
});

/** Document drop-off requests (spec 001 §4, §5): public, reached only through the emailed 7-day link. */
export const dropOffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const now = () => deps.clock.now();
    const keyOf = (q: z.infer<typeof linkQuery>) => ({
      questionnaireId: q.questionnaireId,
      companyId: q.companyId,
      token: q.token,
    });

    app.get(
      '/api/public/document_drop_off',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          description: 'The items a drop-off asks for and their file counts; 404 unknown link, 410 expired.',
          querystring: linkQuery,
          response: { 200: pageSchema },
        },
      },
      (req) => dropOffPage(db, keyOf(req.query), now()),
    );

    app.post(
      '/api/public/document_drop_off/items/:questionId/files',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'One file per request for one item (selected_option first when the item has options).',
          params: z.object({ questionId: id }),
          querystring: linkQuery,
          response: { 200: uploadResultSchema.extend({ item: itemSchema }) },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the file as multipart/form-data');
        return receiveDropOffFile(
          { db, storage: deps.storage },
          keyOf(req.query),
          req.params.questionId,
          req.parts() as AsyncIterable<UploadPart>,
          now(),
        );
      },
    );
  };
