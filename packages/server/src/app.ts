import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { genericMessages } from '@portal/domain';
import type { AppDeps } from './app-deps.ts';
import { takeTurn } from './db/pglite-line.ts';
import { registerAuth } from './http/auth.ts';
import { logSerializers } from './http/log-serializers.ts';
import { errorBody, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerResponseCompression } from './http/compress-responses.ts';
import { registerKeptAnswers } from './http/kept-answers.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { rateLimitKey } from './http/rate-limit-key.ts';
import { PREVIEW_ACTOR_HEADER, previewActorOf } from './http/preview-actor.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { liveConfigRoutes } from './features/live-config/live-config.routes.ts';
import { realtimeRoutes } from './features/realtime/realtime.routes.ts';
import { sessionRoutes } from './features/sessions/sessions.routes.ts';
import { currentUserRoutes } from './features/users/current-user.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createFirmRoutes } from './features/auth/create-firm.routes.ts';
import { firmRoutes } from './features/firm/firm.routes.ts';
import { SUBDOMAIN_TAKEN } from './features/firm/index.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { brandingRoutes } from './features/firm/branding.routes.ts';
import { firmSettingsRoutes } from './features/firm/firm-settings.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { previewRoutes } from './features/preview/index.ts';
import { assignedCompanyRoutes } from './features/entities/assigned-companies.routes.ts';
import { listRoutes } from './features/entities/entities.routes.ts';
import { entityTypeRoutes } from './features/entities/entity-types.routes.ts';
import { companySettingsRoutes } from './features/entities/company-settings.routes.ts';
import { glossaryRoutes } from './features/firm/glossary.routes.ts';
import { tagRoutes } from './features/tags/tags.routes.ts';
import { firmRoleRoutes } from './features/firm-roles/firm-roles.routes.ts';
import { activityRoutes } from './features/activities/activities.routes.ts';
import { notificationSettingsRoutes } from './features/notifications/notification-settings.routes.ts';
import { importRoutes } from './features/imports/imports.routes.ts';
import { conversationRoutes } from './features/conversations/conversations.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { massEmailRoutes } from './features/conversations/mass-email.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { documentTagRoutes } from './features/documents/document-tags.routes.ts';
import { questionnaireRoutes, questionnaireNamedCallRoutes } from './features/answering/index.ts';
import { templateEditorRoutes, templateStartRoutes } from './features/questionnaire-templates/index.ts';
import { exportRoutes } from './features/questionnaire-exports/index.ts';
import { rolloverItemRoutes, openItemRoutes } from './features/rollover/index.ts';
import { dropOffRoutes } from './features/drop-off/index.ts';
import { collectRoutes, questionAdminRoutes, customStatusRoutes } from './features/collect/index.ts';
import { paymentRoutes } from './features/payments/index.ts';
import { identityRoutes } from './features/identity/index.ts';
import { announceReturn, taxReturnRoutes } from './features/tax-returns/index.ts';
import {
  invoicePaidHandler,
  legacyVoucherCheckoutHandler,
  taxReturnDeliveryRoutes,
} from './features/tax-return-delivery/index.ts';
import { sendRoutes } from './features/questionnaire-sends/index.ts';
import { subscribeExpectedDocuments } from './features/answering/index.ts';
import { dropLinkRoutes } from './features/drop-links/index.ts';
import { documentNamedCallRoutes } from './features/documents/document-named-calls.routes.ts';
import { signatureRequestRoutes } from './features/signature-requests/index.ts';
import { subscribeWorkflowTriggers, workflowRoutes } from './features/workflows/index.ts';
import { connectExportRoutes, connectRoutes } from './features/connect/index.ts';
import { taxDataRoutes } from './features/tax-data/index.ts';
import { annotationRoutes } from './features/annotations/index.ts';
import { clientErrorRoutes } from './features/client-errors/index.ts';

const MAX_UPLOAD_BYTES = 150 * 1024 * 1024;

export interface BuildAppOptions {
  /** The built web app to serve; the API alone when missing (tests). */
  webDistDir?: string;
  logger?: FastifyBaseLogger;
}

export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger
      ? { loggerInstance: opts.logger }
      : { logger: { level: deps.config.LOG_LEVEL, serializers: logSerializers } }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Two firms created at once with one subdomain both pass the service's check; the index refuses one.
  registerErrorHandler(app, { uniqueViolations: { firms_subdomain_url_key: SUBDOMAIN_TAKEN } });
  registerInputGuards(app);
  // On the embedded database each request takes its number in the database's line as it arrives, so its
  // queries go before those of requests that came after it (issue 22 §2).
  if (deps.database.kind === 'pglite') app.addHook('onRequest', (_req, _reply, done) => takeTurn(done));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers carry personal data: no browser or proxy keeps them (issue 24 §6). Answers that may be
    // cached (a firm's logo) say so themselves.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Lists asked again with nothing written are answered from memory; before compression, which encodes them.
  registerKeptAnswers(app, { writes: deps.database.writes, clock: deps.clock });
  registerResponseCompression(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    max: deps.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // A client preview read replayed inside the process was counted as the staff member's own request.
    allowList: (req) => !req.url.startsWith('/api/') || previewActorOf(req.headers[PREVIEW_ACTOR_HEADER]) !== null,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('too_many_requests', `${genericMessages.tooManyRequests} (retry in ${ctx.after})`),
    }),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 999 } });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Client Portal API',
        version: '1.0.0',
        description:
          'The API of the client portal for tax and accounting firms. Sign in for a session; send the access token as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, deps);
  await app.register(healthRoutes(deps));
  await app.register(clientErrorRoutes(deps));
  await app.register(currentUserRoutes(deps));
  await app.register(sessionRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(createFirmRoutes(deps));
  await app.register(firmRoutes(deps));
  await app.register(staffRoutes(deps));
  await app.register(brandingRoutes(deps));
  await app.register(firmSettingsRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(previewRoutes(deps));
  await app.register(assignedCompanyRoutes(deps));
  await app.register(listRoutes(deps));
  await app.register(entityTypeRoutes(deps));
  await app.register(companySettingsRoutes(deps));
  await app.register(glossaryRoutes(deps));
  await app.register(tagRoutes(deps));
  await app.register(firmRoleRoutes(deps));
  await app.register(activityRoutes(deps));
  await app.register(notificationSettingsRoutes(deps));
  await app.register(importRoutes(deps));
  await app.register(conversationRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(massEmailRoutes(deps));
  await app.register(documentRoutes(deps));
  await app.register(documentTagRoutes(deps));
  await app.register(documentNamedCallRoutes(deps));
  await app.register(dropLinkRoutes(deps));
  await app.register(signatureRequestRoutes(deps));
  await app.register(workflowRoutes(deps));
  await app.register(connectRoutes(deps));
  await app.register(connectExportRoutes(deps));
  await app.register(taxDataRoutes(deps));
  await app.register(annotationRoutes(deps));
  // Workflows react to the portal's events (a questionnaire submitted, a client added) while the app runs.
  const unsubscribeWorkflows = subscribeWorkflowTriggers(deps);
  // Next year's checklist ticks an item off when Connect recognises the document it expects (issue 42 §4).
  const unsubscribeExpected = subscribeExpectedDocuments(deps);
  app.addHook('onClose', async () => {
    unsubscribeWorkflows();
    unsubscribeExpected();
  });
  await app.register(questionnaireRoutes(deps));
  await app.register(questionnaireNamedCallRoutes(deps));
  // A paid checkout pays what it was for: the payments feature calls back the feature that charged.
  await app.register(
    paymentRoutes(deps, {
      tax_return_voucher: legacyVoucherCheckoutHandler({ db: deps.database.db, realtime: deps.realtime }),
      tax_return_invoice: invoicePaidHandler({ db: deps.database.db, realtime: deps.realtime }),
    }),
  );
  await app.register(
    identityRoutes(deps, { tax_return: (id) => announceReturn({ db: deps.database.db, realtime: deps.realtime }, id) }),
  );
  await app.register(taxReturnRoutes(deps));
  await app.register(taxReturnDeliveryRoutes(deps));
  await app.register(templateEditorRoutes(deps));
  await app.register(collectRoutes(deps));
  await app.register(questionAdminRoutes(deps));
  await app.register(sendRoutes(deps));
  await app.register(exportRoutes(deps));
  await app.register(rolloverItemRoutes(deps));
  await app.register(templateStartRoutes(deps));
  await app.register(dropOffRoutes(deps));
  await app.register(openItemRoutes(deps));
  await app.register(customStatusRoutes(deps));
  await app.register(liveConfigRoutes(deps));
  await app.register(realtimeRoutes(deps));

  registerWebApp(app, opts.webDistDir);
  return app;
}
