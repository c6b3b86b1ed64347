import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { specAlias } from '../common/spec-alias.ts';
import { firmGroupSchema } from '../firm/firm.schemas.ts';
import { FIRM_ACCESS_LEVELS, type FirmAccess } from '../users/users.schemas.ts';

/** How the access levels read on screen (spec 000 §3 firm_access; 002 §6 roles). */
export const FIRM_ACCESS_LABELS: Record<FirmAccess, string> = {
  partner: 'Partner',
  admin: 'Admin',
  full: 'Full access',
  group: 'Group access',
  other: 'Other',
};

/**
 * What each access level may do, in the words shown beside the choice (issue 38 §6). They say what the permission
 * rules (common/permissions.ts) and the navigation allow.
 */
export const FIRM_ACCESS_DESCRIPTIONS: Record<FirmAccess, string> = {
  partner: 'Everything, including Firm Settings: staff, branding, preferences and integrations.',
  admin: 'Every client and all their work, plus firm roles and workflows. No Firm Settings.',
  full: 'Every client and all their work, templates, drop links and assigning firm users. No Firm Settings.',
  group: "Only the users and entities of their own firm group, and that group's work.",
  other: 'Every client and all their work, without templates, drop links or assigning firm users.',
};

/** A staff member is invited until their first sign-in, and deactivated while `paying` is off. */
export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** Texts of Firm settings → Staff. */
export const staffMessages = {
  invited: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `Invitation sent again to ${email}`,
  updated: 'Successfully updated',
  deactivated: 'Staff member deactivated',
  reactivated: 'Staff member reactivated',
  notFound: 'Staff member not found',
  groupNotFound: 'Firm group not found',
  accessInvalid: 'Please choose a valid access level',
  groupRequired: 'Choose a firm group for group access',
  onlyPartners: 'Only partners can change partners',
  lastPartner: 'The firm must keep at least one active partner',
  alreadySignedIn: 'This staff member has already signed in, so there is no invitation to resend',
  resendDeactivated: 'Reactivate this staff member before resending their invitation',
  alreadyDeactivated: 'This staff member is already deactivated',
  notDeactivated: 'This staff member is not deactivated',
  resendFailed: 'The invitation email could not be sent. Please try again later.',
  mailFailed: 'The staff member was added, but the invitation email could not be sent. Use Resend invite to try again.',
} as const;

const accessLevel = z.enum(FIRM_ACCESS_LEVELS, { error: staffMessages.accessInvalid });
const groupId = recordId;

/** POST /api/firm_users/invite: a new staff member, who chooses their own sign-in method from the email. */
export const inviteStaffSchema = z
  .object({
    fname: z.string().trim().min(1, 'First name is required').max(80, 'First name must have at most 80 characters'),
    lname: z.string().trim().min(1, 'Last name is required').max(80, 'Last name must have at most 80 characters'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .max(254, 'Please enter a valid email address')
      .refine((v) => z.email().safeParse(v).success, 'Please enter a valid email address'),
    firm_access: accessLevel,
    group_id: groupId.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.firm_access === 'group' && !v.group_id) {
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: staffMessages.groupRequired });
    }
  });
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

/** PATCH /api/firm_users/{id}: the access level and/or the group (null clears the group). */
export const updateStaffSchema = z.object({
  firm_access: accessLevel.optional(),
  group_id: groupId.nullable().optional(),
});
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** A row of the firm users table (GET /api/firm_users). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string().nullable(),
  /** The access level (spec 002 §3 Firm user access). */
  access: z.enum(FIRM_ACCESS_LEVELS).nullable(),
  firm_access: specAlias(z.enum(FIRM_ACCESS_LEVELS).nullable(), 'access', "spec 000's name for it on a user"),
  group: firmGroupSchema.nullable(),
  status: z.enum(STAFF_STATUSES),
  last_sign_in_at: z.string().nullable(),
  enabled_2fa: z.boolean(),
  invited_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The most staff a firm lists at once: firms have few, and the table is not paged. */
export const STAFF_LIST_LIMIT = 1000;
