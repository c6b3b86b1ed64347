import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  AppError,
  cleanFileName,
  conversationDetailSchema,
  conversationIdSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  editMessageSchema,
  editScheduledMessageSchema,
  exportConversationQuerySchema,
  messageIdSchema,
  messagePageQuery,
  messageSchema,
  sendMessageSchema,
  threadIdSchema,
  updateConversationSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { readableConversation } from './conversation-access.ts';
import { exportConversationCsv } from './conversation-export.ts';
import { ownExport, queueConversationPdf } from './conversation-pdf.ts';
import { draftReply } from './draft-reply.ts';
import {
  entityConversations,
  joinConversation,
  listConversations,
  markConversationSeen,
  markConversationUnseen,
  markThreadSeen,
  summaryOf,
  updateConversationAdvisors,
} from './conversations.service.ts';
import { messagePage, threadMessages } from './messages.repo.ts';
import {
  deleteMessage,
  deleteScheduledMessage,
  editMessage,
  editScheduledTime,
  sendMessage,
} from './messages.service.ts';

const id = recordIdParam;
const ok = z.object({ message: z.string() });

/** Exports are PDFs, workbooks or zips; the stored name's extension says which. */
const EXPORT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};
const exportContentType = (fileName: string) =>
  EXPORT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Conversations and messages (spec 000 §7 Conversations). */
export const conversationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const delivery = { db, jobs: deps.jobs, realtime: deps.realtime, clock: deps.clock };
    const tags = ['conversations'];

    app.get(
      '/api/v2/conversations',
      {
        schema: { tags, querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema } },
        config: { keepAnswer: true },
      },
      (req) => listConversations(db, requireActor(req), req.query),
    );
    app.get(
      '/api/v2/conversations/find_conversations',
      { schema: { tags, querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema } } },
      (req) => listConversations(db, requireActor(req), req.query),
    );
    app.get(
      '/api/v2/conversations/:id',
      {
        schema: {
          tags,
          description: 'A conversation with a page of its main timeline, oldest first (before/after a message id).',
          params: z.object({ id }),
          querystring: messagePageQuery,
          response: { 200: conversationDetailSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const ctx = await readableConversation(db, actor, req.params.id);
        const [conversation, page] = await Promise.all([
          summaryOf(db, actor, ctx),
          messagePage(db, actor, ctx, req.query),
        ]);
        return { conversation, ...page };
      },
    );
    app.get(
      '/api/v2/conversations/:id/threads/:threadId',
      {
        schema: {
          tags,
          params: z.object({ id, threadId: id }),
          response: { 200: z.object({ messages: z.array(messageSchema) }) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const ctx = await readableConversation(db, actor, req.params.id);
        return { messages: await threadMessages(db, actor, ctx, req.params.threadId) };
      },
    );
    app.get(
      '/api/conversations/company_conversations',
      {
        schema: {
          tags,
          description: "An entity's conversations; its conversation is created on first need.",
          querystring: z.object({ company_id: id }),
          response: { 200: conversationsPageSchema },
        },
      },
      (req) => entityConversations(db, requireActor(req), { id: req.query.company_id }),
    );
    app.get(
      '/api/conversations/get_client_conversation',
      {
        schema: {
          tags,
          querystring: z.object({ company_hash: z.string().min(1).max(64) }),
          response: { 200: conversationsPageSchema },
        },
      },
      (req) => entityConversations(db, requireActor(req), { hashId: req.query.company_hash }),
    );
    app.post(
      '/api/conversations/update_conversation_as_seen',
      { schema: { tags, body: conversationIdSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await markConversationSeen(db, requireActor(req), req.body.conversation_id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/conversations/update_thread_as_seen',
      { schema: { tags, body: threadIdSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await markThreadSeen(db, requireActor(req), req.body.message_thread_id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/conversations/mark_as_unseen',
      { schema: { tags, body: conversationIdSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await markConversationUnseen(db, requireActor(req), req.body.conversation_id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/conversations/send_message',
      { schema: { tags, body: sendMessageSchema, response: { 200: messageSchema } } },
      (req) => sendMessage(delivery, requireActor(req), req.body),
    );
    app.post(
      '/api/conversations/edit_message',
      { schema: { tags, body: editMessageSchema, response: { 200: messageSchema } } },
      (req) => editMessage(delivery, requireActor(req), req.body.message_id, req.body.text),
    );
    app.post(
      '/api/conversations/edit_scheduled_message',
      { schema: { tags, body: editScheduledMessageSchema, response: { 200: messageSchema } } },
      (req) => editScheduledTime(delivery, requireActor(req), req.body.message_id, req.body.scheduled_time),
    );
    app.post(
      '/api/conversations/delete_scheduled_message',
      { schema: { tags, body: messageIdSchema, response: { 200: ok } } },
      async (req) => {
        await deleteScheduledMessage(delivery, requireActor(req), req.body.message_id);
        return { message: 'Message unsent/deleted successfully' };
      },
    );
    app.post(
      '/api/conversations/delete_message',
      {
        schema: {
          tags,
          description: 'Unsend (within 30 seconds, nothing is delivered) or delete (afterwards) your own message.',
          body: messageIdSchema,
          response: { 200: ok.extend({ unsent: z.boolean() }) },
        },
      },
      async (req) => ({
        ...(await deleteMessage(delivery, requireActor(req), req.body.message_id)),
        message: 'Message unsent/deleted successfully',
      }),
    );
    app.post(
      '/api/conversations/update_conversation',
      { schema: { tags, body: updateConversationSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await updateConversationAdvisors(db, requireActor(req), req.body.id, req.body.advisor_ids);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/conversations/join',
      {
        schema: {
          tags,
          description: 'Add yourself: a firm user joins a conversation they can read but are not in.',
          body: conversationIdSchema,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await joinConversation(db, requireActor(req), req.body.conversation_id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/api/conversations/export_conversation',
      {
        schema: {
          tags,
          description: 'CSV of the messages in a timeframe, or between start_date and end_date (DD-MM-YYYY).',
          querystring: exportConversationQuerySchema.extend({
            start_date: z.string().optional(),
            end_date: z.string().optional(),
          }),
        },
      },
      async (req, reply) => {
        const file = await exportConversationCsv(db, requireActor(req), req.query, deps.clock.now());
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(cleanFileName(file.fileName)))
          .send(file.body);
      },
    );
    const exportQuery = exportConversationQuerySchema.extend({
      start_date: z.string().optional(),
      end_date: z.string().optional(),
    });
    app.get(
      '/api/conversations/export_conversation_as_pdf',
      {
        schema: {
          tags,
          description:
            'Queues a PDF of the messages; a notification links to it when it is ready (GET /api/exports/{id}).',
          querystring: exportQuery,
          response: { 202: z.object({ message: z.string(), export_id: z.number().int() }) },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await queueConversationPdf({ db, jobs: deps.jobs }, requireActor(req), req.query)),
    );
    const exportFileSchema = z.object({
      id: z.number().int(),
      file_name: z.string(),
      status: z.enum(['preparing', 'ready', 'failed']),
      size: z.number().int().nullable(),
      /** How far a job that counts its work (Connect's export: documents) is; null for other exports. */
      done: z.number().int().nullable(),
      total: z.number().int().nullable(),
    });
    app.get(
      '/api/exports/:id',
      { schema: { tags: ['exports'], params: z.object({ id }), response: { 200: exportFileSchema } } },
      async (req) => {
        const file = await ownExport(db, requireActor(req), req.params.id);
        return {
          id: file.id,
          file_name: file.fileName,
          status: file.status,
          size: file.size,
          done: file.progressDone,
          total: file.progressTotal,
        };
      },
    );
    app.get(
      '/api/exports/:id/download',
      { schema: { tags: ['exports'], params: z.object({ id }) } },
      async (req, reply) => {
        const file = await ownExport(db, requireActor(req), req.params.id);
        if (file.status !== 'ready' || !file.storageKey) throw new AppError('conflict', 'This export is not ready yet');
        return reply
          .header('content-type', exportContentType(file.fileName))
          .header('content-length', String(file.size))
          .header('content-disposition', attachmentHeader(file.fileName))
          .send(await deps.storage.get(file.storageKey));
      },
    );
    app.get(
      '/api/conversations/ai_status',
      { schema: { tags, response: { 200: z.object({ configured: z.boolean() }) } } },
      async (req) => {
        requireActor(req);
        return { configured: deps.ai !== null };
      },
    );
    app.get(
      '/api/conversations/generate_response',
      {
        schema: {
          tags,
          description: 'An AI draft reply (OpenAI-compatible API from AI_*); 503 when not configured or on failure.',
          querystring: z.object({ conversation_id: id }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      (req) => draftReply({ db, ai: deps.ai }, requireActor(req), req.query.conversation_id),
    );
  };
