import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkAccountResponseSchema,
  linkAccountSchema,
  linkedAccountsResponseSchema,
  unlinkAccountResponseSchema,
  unlinkAccountSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { getLinkedAccounts, linkAccount, unlinkAccount } from './linked-accounts.service.ts';

/** Linked sign-in accounts (spec 000 §7), for staff in Profile Settings. */
export const linkedAccountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = { db: deps.database.db, config: deps.config, clock: deps.clock, log: app.log };
    const tags = ['users'];

    app.get(
      '/api/users/get_linked_accounts',
      {
        schema: {
          tags,
          description:
            'The signed-in staff member’s linked sign-in accounts, and the providers they may link (each with the authorize URL and client id the browser sends them to; the provider returns them to /admin-profile).',
          response: { 200: linkedAccountsResponseSchema },
        },
      },
      (req) => getLinkedAccounts(service, requireActor(req)),
    );
    app.post(
      '/api/users/link_account',
      {
        schema: {
          tags,
          description:
            'Links the outside account the provider’s authorization code proves to the signed-in staff member. redirect_uri is the /admin-profile address the provider returned to. 409 when that account is linked to another user of the firm.',
          body: linkAccountSchema,
          response: { 200: linkAccountResponseSchema },
        },
      },
      (req) => linkAccount(service, requireActor(req), req.body),
    );
    app.post(
      '/api/users/unlink_account',
      {
        schema: {
          tags,
          description: 'Removes one of the signed-in staff member’s linked sign-in accounts, by its id.',
          body: unlinkAccountSchema,
          response: { 200: unlinkAccountResponseSchema },
        },
      },
      (req) => unlinkAccount(service, requireActor(req), req.body.id),
    );
  };
