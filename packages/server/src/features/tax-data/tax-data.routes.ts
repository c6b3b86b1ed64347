import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleanFileName,
  recordIdParam,
  taxDataExportQuerySchema,
  taxDataQuerySchema,
  taxDataRows,
  taxDataSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { requireActor } from '../../http/auth.ts';
import { csvLine } from '../../platform/csv.ts';
import { taxDataFor } from './tax-data.service.ts';

const params = z.object({ companyId: recordIdParam });

/**
 * An entity's tax data for a year (issue 42 §3): the figures Connect read off its reviewed documents, totals per
 * kind and the change from the prior year; as JSON, or exported as a CSV or JSON file. Staff only (a client is
 * 403); another firm's entity is 404.
 */
export const taxDataRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['tax data'];
    app.get(
      '/api/companies/:companyId/tax_data',
      {
        schema: {
          tags,
          description:
            'The entity’s figures of a tax year (year) from its reviewed documents, with totals per kind beside the prior year’s.',
          params,
          querystring: taxDataQuerySchema,
          response: { 200: taxDataSchema },
        },
      },
      (req) => taxDataFor(db, requireActor(req), req.params.companyId, req.query.year),
    );
    app.get(
      '/api/companies/:companyId/tax_data/export',
      {
        schema: {
          tags,
          description: 'The same tax data as a file to download: format csv (a row per figure and per total) or json.',
          params,
          querystring: taxDataExportQuerySchema,
        },
      },
      async (req, reply) => {
        const data = await taxDataFor(db, requireActor(req), req.params.companyId, req.query.year);
        const name = cleanFileName(`Tax data - ${data.entity_name} - ${data.tax_year}.${req.query.format}`);
        const body =
          req.query.format === 'json'
            ? JSON.stringify(data, null, 2)
            : taxDataRows(data)
                .map((row) => csvLine(row))
                .join('');
        return reply
          .header('content-type', req.query.format === 'json' ? 'application/json' : 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(name))
          .send(body);
      },
    );
  };
