import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  addSignatureRequestSchema,
  collectMessageSchema,
  removeSignatureSchema,
  sendOpenItemsSchema,
  signersSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { reminderDeps } from '../questionnaires/index.ts';
import { sendOpenItems } from './open-items.service.ts';
import { addSignatureRequest, listSigners, removeSignature } from './signature-requests.service.ts';

const params = z.object({ id: recordIdParam });

/**
 * The firm asks a client for more (spec 001 §2 'Request Additional Items', 'Request Signature', §7
 * send_open_items, add_signature_request, remove_signature). Staff only; another firm's id is 404.
 */
export const openItemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['questionnaires'];
    const message = { 200: collectMessageSchema };
    const mail = reminderDeps(deps);

    app.post('/api/send_open_items', { schema: { tags, body: sendOpenItemsSchema, response: message } }, (req) =>
      sendOpenItems(mail, requireActor(req), req.body, deps.clock.now()),
    );
    app.get('/api/questionnaires/:id/signers', { schema: { tags, params, response: { 200: signersSchema } } }, (req) =>
      listSigners(db, requireActor(req), req.params.id),
    );
    app.post(
      '/api/add_signature_request',
      { schema: { tags, body: addSignatureRequestSchema, response: message } },
      (req) => addSignatureRequest(db, requireActor(req), req.body),
    );
    app.post('/api/remove_signature', { schema: { tags, body: removeSignatureSchema, response: message } }, (req) =>
      removeSignature(db, requireActor(req), req.body),
    );
  };
