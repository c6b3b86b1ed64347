import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam, inviteStaffSchema, staffMemberSchema, updateStaffSchema } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import {
  deactivateFirmUser,
  inviteStaff,
  listFirmUsers,
  reactivateFirmUser,
  resendInvite,
  updateFirmUser,
  type StaffDeps,
} from './staff.service.ts';

const idParams = z.object({ id: recordIdParam });

/** Firm settings → Staff (/firm?tab=staff): partners invite, change and deactivate the firm's users. */
export const staffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const staff: StaffDeps = {
      db: deps.database.db,
      clock: deps.clock,
      mailer: deps.mailer,
      sms: deps.sms,
      publicUrl: deps.config.publicUrl,
      realtime: deps.realtime,
    };
    const tags = ['staff'];
    const row = { 200: staffMemberSchema };

    app.get(
      '/api/firm_users',
      {
        schema: {
          tags,
          description: 'The firm users (staff), sorted by last name; partners only.',
          response: { 200: z.array(staffMemberSchema) },
        },
      },
      (req) => listFirmUsers(staff, requireActor(req)),
    );
    app.post(
      '/api/firm_users/invite',
      {
        schema: {
          tags,
          description: 'Adds a staff member and emails them a link to choose their sign-in method.',
          body: inviteStaffSchema,
          response: row,
        },
      },
      (req) => inviteStaff(staff, requireActor(req), req.body),
    );
    app.post(
      '/api/firm_users/:id/resend_invite',
      {
        schema: {
          tags,
          description: 'Emails a new invitation link to a staff member who has not signed in yet.',
          params: idParams,
          response: row,
        },
      },
      (req) => resendInvite(staff, requireActor(req), req.params.id),
    );
    app.patch(
      '/api/firm_users/:id',
      {
        schema: {
          tags,
          description: 'Changes a staff member’s access level and/or group (null clears the group).',
          params: idParams,
          body: updateStaffSchema,
          response: row,
        },
      },
      (req) => updateFirmUser(staff, requireActor(req), req.params.id, req.body),
    );
    app.post(
      '/api/firm_users/:id/deactivate',
      {
        schema: {
          tags,
          description: 'Stops a staff member signing in and ends their sessions at once.',
          params: idParams,
          response: row,
        },
      },
      (req) => deactivateFirmUser(staff, requireActor(req), req.params.id),
    );
    app.post(
      '/api/firm_users/:id/reactivate',
      {
        schema: {
          tags,
          description: 'Lets a deactivated staff member sign in again.',
          params: idParams,
          response: row,
        },
      },
      (req) => reactivateFirmUser(staff, requireActor(req), req.params.id),
    );
  };
