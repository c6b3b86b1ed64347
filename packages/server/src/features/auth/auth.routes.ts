import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  authMethodsResponseSchema,
  chooseFirmSchema,
  exchangeTokenSchema,
  passwordSignInSchema,
  preferredMethodQuerySchema,
  preferredMethodResponseSchema,
  providerSignInSchema,
  resendFromExpiredSchema,
  resetSignInMethodSchema,
  sendAuthLinkSchema,
  sendCodeSchema,
  setSignInMethodSchema,
  setupTokenInfoSchema,
  signInFailureSchema,
  signInProvidersResponseSchema,
  signInResultSchema,
  twoFactorSendSchema,
  twoFactorVerifySchema,
  uidSchema,
  verifyCodeSchema,
  type SignInResult,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { errorBody } from '../../http/error-handler.ts';
import { requestOrigin } from '../../http/request-context.ts';
import { offeredProviders, signInProviders } from '../../platform/sign-in-providers/sign-in-providers.ts';
import { setRefreshCookie } from '../sessions/index.ts';
import type { AuthDeps, SignInOutcome } from './auth.service.ts';
import {
  authMethods,
  exchangeAuthLink,
  passwordSignIn,
  preferredSignInMethod,
  resendFromExpiredLink,
  resendTwoFactorCode,
  sendAuthLink,
  sendSignInCode,
  verifySignInCode,
  verifyTwoFactor,
} from './sign-in.service.ts';
import { sendResetEmail, setSignInMethod, setupTokenInfo } from './setup.service.ts';
import { chooseFirm } from './firm-choice.ts';
import { providerSignIn } from './provider-sign-in.ts';
import { clearTwoFactorCookie, setTwoFactorCookie, twoFactorCookieOf } from './two-factor-cookie.ts';

const sentSchema = z.object({ sent_to: z.string() });
const redirectField = { redirect: z.string().max(2000).optional() };

/** Sign-in answers are never cached and set the refresh cookie when a session starts. */
export function sendOutcome(reply: FastifyReply, deps: AppDeps, outcome: SignInOutcome): SignInResult {
  reply.header('cache-control', 'no-store');
  if (outcome.kind === 'session') {
    setRefreshCookie(reply, deps.config, outcome.session.refreshToken);
    clearTwoFactorCookie(reply);
    return {
      status: 'signed_in',
      firebase_token: outcome.session.accessToken,
      expires_at: outcome.session.accessExpiresAt.toISOString(),
      redirect: outcome.redirect,
    };
  }
  if (outcome.kind === 'two_factor') {
    setTwoFactorCookie(reply, deps.config, outcome.token);
    return {
      status: 'two_factor_required',
      two_factor_token: outcome.token,
      sent_to: outcome.sentTo,
      redirect: outcome.redirect,
    };
  }
  if (outcome.kind === 'choose_firm') {
    return { status: 'choose_firm', token: outcome.token, firms: outcome.firms, redirect: outcome.redirect };
  }
  return { status: 'set_sign_in_method', token: outcome.token, redirect: outcome.redirect };
}

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth: AuthDeps = {
      db: deps.database.db,
      clock: deps.clock,
      mailer: deps.mailer,
      sms: deps.sms,
      publicUrl: deps.config.publicUrl,
    };
    const tags = ['sign-in'];
    // Endpoints that send codes or check secrets get a twentieth of the general per-IP limit
    // (30 a minute by default), on top of the per-user and per-address limits in the service.
    const strict = {
      rateLimit: { max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_MAX / 20)), timeWindow: '1 minute' },
    };

    app.get(
      '/api/sessions/get_preferred_sign_in_method',
      {
        config: strict,
        schema: { tags, querystring: preferredMethodQuerySchema, response: { 200: preferredMethodResponseSchema } },
      },
      (req) => preferredSignInMethod(auth, req.query.username, req.query.firm),
    );

    app.get(
      '/api/sessions/get_auth_methods',
      {
        config: strict,
        schema: { tags, querystring: z.object({ uid: uidSchema }), response: { 200: authMethodsResponseSchema } },
      },
      (req) => authMethods(auth, req.query.uid),
    );

    app.post(
      '/api/sessions/verify_password_for_firebase_token',
      {
        config: strict,
        schema: {
          tags,
          body: passwordSignInSchema.extend(redirectField),
          response: { 200: signInResultSchema, '4xx': signInFailureSchema },
        },
      },
      async (req, reply) => {
        try {
          return await sendOutcome(reply, deps, await passwordSignIn(auth, req.body, requestOrigin(req)));
        } catch (err) {
          // The sign-in page reads the failure's text as `message` (spec 000 §7 "returns a firebase_token,
          // error, message"): the usual error body, plus that.
          if (!(err instanceof AppError)) throw err;
          return reply
            .status(err.status)
            .send({ ...errorBody(err.code, err.message, err.fields), message: err.message });
        }
      },
    );

    for (const channel of ['email', 'sms'] as const) {
      app.post(
        `/api/sessions/send_${channel}_verification_code`,
        { config: strict, schema: { tags, body: sendCodeSchema, response: { 200: sentSchema } } },
        (req) => sendSignInCode(auth, req.body.uid, channel, requestOrigin(req)),
      );
    }

    app.post(
      '/api/sessions/verify_verification_code',
      {
        config: strict,
        schema: { tags, body: verifyCodeSchema.extend(redirectField), response: { 200: signInResultSchema } },
      },
      async (req, reply) => sendOutcome(reply, deps, await verifySignInCode(auth, req.body, requestOrigin(req))),
    );

    app.post(
      '/api/sessions/send_auth_link',
      { config: strict, schema: { tags, body: sendAuthLinkSchema, response: { 200: sentSchema } } },
      (req) => sendAuthLink(auth, req.body, requestOrigin(req)),
    );

    app.post(
      '/api/sessions/exchange_for_firebase_token',
      { config: strict, schema: { tags, body: exchangeTokenSchema, response: { 200: signInResultSchema } } },
      async (req, reply) =>
        sendOutcome(reply, deps, await exchangeAuthLink(auth, req.body.auth_token, requestOrigin(req))),
    );

    app.post(
      '/api/sessions/resend_from_expired_link',
      {
        config: strict,
        schema: { tags, body: resendFromExpiredSchema, response: { 200: sentSchema.extend({ uid: z.string() }) } },
      },
      (req) => resendFromExpiredLink(auth, req.body.auth_token, req.body.via, requestOrigin(req)),
    );

    app.post(
      '/api/sessions/send_2fa_link',
      { config: strict, schema: { tags, body: twoFactorSendSchema, response: { 200: sentSchema } } },
      (req) => resendTwoFactorCode(auth, { ...req.body, cookie: twoFactorCookieOf(req) }, requestOrigin(req)),
    );

    app.post(
      '/api/sessions/verify_2fa_code',
      { config: strict, schema: { tags, body: twoFactorVerifySchema, response: { 200: signInResultSchema } } },
      async (req, reply) =>
        sendOutcome(
          reply,
          deps,
          await verifyTwoFactor(auth, req.body.two_factor_token, req.body.verification_code, requestOrigin(req)),
        ),
    );

    app.get(
      '/api/sessions/sign_in_providers',
      {
        schema: {
          tags,
          description:
            'The outside sign-ins the login page offers (Google, Microsoft, the firm’s OpenID Connect provider), each with the authorize URL and client id the browser is sent to; the provider returns to /signin.',
          response: { 200: signInProvidersResponseSchema },
        },
      },
      async () => ({ providers: await offeredProviders(signInProviders(deps.config), app.log) }),
    );

    app.post(
      '/api/sessions/sign_in_with_provider',
      {
        config: strict,
        schema: {
          tags,
          description:
            'Signs in with a linked account: the code the provider returned to /signin (with the PKCE verifier the browser made) is exchanged, and the users the outside account is linked to sign in as with a password (a second factor or a firm choice may follow). 401 when it is linked to no one.',
          body: providerSignInSchema,
          response: { 200: signInResultSchema },
        },
      },
      async (req, reply) =>
        sendOutcome(
          reply,
          deps,
          await providerSignIn({ ...auth, log: app.log }, signInProviders(deps.config), req.body, requestOrigin(req)),
        ),
    );

    app.post(
      '/api/sessions/choose_firm',
      { config: strict, schema: { tags, body: chooseFirmSchema, response: { 200: signInResultSchema } } },
      async (req, reply) =>
        sendOutcome(reply, deps, await chooseFirm(auth, req.body.token, req.body.firm_id, requestOrigin(req))),
    );

    app.post(
      '/api/sessions/reset_sign_in_method',
      { config: strict, schema: { tags, body: resetSignInMethodSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await sendResetEmail(auth, req.body, requestOrigin(req));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/users/sign_in_setup',
      {
        config: strict,
        schema: {
          tags,
          querystring: z.object({ token: z.string().min(10).max(200), firm: z.string().max(100).optional() }),
          response: { 200: setupTokenInfoSchema },
        },
      },
      (req) => setupTokenInfo(auth, req.query.token, req.query.firm),
    );

    app.post(
      '/api/users/set_sign_in_method',
      { config: strict, schema: { tags, body: setSignInMethodSchema, response: { 200: signInResultSchema } } },
      async (req, reply) => sendOutcome(reply, deps, await setSignInMethod(auth, req.body, requestOrigin(req))),
    );
  };
