import { z } from 'zod';
import { MAX_INT32, recordId } from '../common/ids.ts';

/**
 * What a firm role lets its holder do on the entities it is assigned to. The spec names roles with
 * permission ids without listing them; these are the portal's.
 */
export const FIRM_ROLE_PERMISSIONS = [
  { id: 1, name: 'Receive notifications' },
  { id: 2, name: 'Message clients' },
  { id: 3, name: 'Manage documents' },
  { id: 4, name: 'Send questionnaires' },
  { id: 5, name: 'Deliver tax returns' },
  { id: 6, name: 'Request signatures' },
] as const;
const permissionIds = FIRM_ROLE_PERMISSIONS.map((p) => p.id) as number[];

export const firmRoleMessages = {
  disabled: 'Firm roles are not enabled for this firm',
  nameRequired: 'Role name is required',
  nameTaken: 'A role with this name already exists',
} as const;

export const firmRoleSchema = z.object({
  id: z.number().int(),
  role_name: z.string(),
  permission_ids: z.array(z.number().int()),
});

export const saveFirmRoleSchema = z.object({
  role_name: z.string().trim().min(1, firmRoleMessages.nameRequired).max(80),
  permission_ids: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_INT32)
        .refine((id) => permissionIds.includes(id), 'Unknown permission'),
    )
    .max(permissionIds.length)
    .default([]),
});

/** Assign firm role (spec 000 §7): firmRoleId, companyId, userId → id, firm_role_id, error. */
export const assignFirmRoleSchema = z.object({
  firmRoleId: recordId,
  companyId: recordId,
  userId: recordId,
});
export const bulkAssignFirmRoleSchema = z.object({
  firmRoleId: recordId,
  companyIds: z.array(recordId).min(1, 'No selected users or entities to update!').max(5000),
  userId: recordId,
});
export const unassignFirmRoleSchema = z.object({
  firmRoleId: recordId,
  companyId: recordId,
});
/** PATCH /companies/{id}/update_roles: who holds this role on the entity (null: nobody). */
export const updateRolesSchema = z.object({ firmRoleId: recordId, userId: recordId.nullable() });
export const assignmentResultSchema = z.object({
  id: z.number().int().nullable(),
  firm_role_id: z.number().int(),
  error: z.string().nullable(),
});

export const firmGroupInputSchema = z.object({ name: z.string().trim().min(1, 'Group name is required').max(80) });
