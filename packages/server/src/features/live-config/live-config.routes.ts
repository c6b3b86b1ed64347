import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, genericMessages, liveConfigSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { getLiveConfig, setLiveConfig } from './live-config.service.ts';

function isOperator(expected: string | undefined, header: string | undefined): boolean {
  if (!expected || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The live configuration (spec 000 §7): public to read, set by the platform operator. */
export const liveConfigRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/live_config', { schema: { tags: ['platform'], response: { 200: liveConfigSchema } } }, () =>
      getLiveConfig(deps.database.db),
    );

    app.put(
      '/api/live_config',
      {
        schema: {
          tags: ['platform'],
          description: 'Operator only: `Authorization: Bearer $OPERATOR_TOKEN`.',
          body: liveConfigSchema,
          response: { 200: liveConfigSchema },
        },
      },
      async (req) => {
        if (!isOperator(deps.config.OPERATOR_TOKEN, req.headers.authorization)) {
          throw new AppError('forbidden', genericMessages.forbidden);
        }
        await setLiveConfig({ db: deps.database.db, realtime: deps.realtime }, req.body);
        return req.body;
      },
    );
  };
