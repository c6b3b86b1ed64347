import { z } from 'zod';

export const importMessages = {
  filesRequired: 'Please choose a file to import',
  assigneeRequired: 'Please choose the firm user the clients are assigned to',
  listTypeRequired: 'Please choose whether the list holds individuals or entities',
  emailInFileTwice: 'This email appears more than once in the file',
  queued: 'Your client list was queued for import. You can follow its progress on the Import lists page.',
  tooManyRows: 'A list can hold at most 5,000 rows',
} as const;

/** One row of a client list, after the browser mapped the file's columns (spec 000 §7 DIY import). */
export const importRecordSchema = z.object({
  fname: z.string().max(200).optional(),
  lname: z.string().max(200).optional(),
  email: z.string().max(300).optional(),
  phone_number: z.string().max(40).optional(),
  entity_name: z.string().max(300).optional(),
  entity_type: z.string().max(100).optional(),
  spouse_fname: z.string().max(200).optional(),
  spouse_lname: z.string().max(200).optional(),
  spouse_email: z.string().max(300).optional(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importListInputSchema = z.object({
  records: z.array(importRecordSchema).min(1, importMessages.filesRequired).max(5000, importMessages.tooManyRows),
  original_file_name: z.string().trim().min(1, importMessages.filesRequired).max(255),
  assigned_firm_user_id: z.number({ error: importMessages.assigneeRequired }).int().min(-1),
  list_type: z.enum(['individuals', 'entities'], { error: importMessages.listTypeRequired }),
});
export type ImportListInput = z.infer<typeof importListInputSchema>;

export const rowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importValidationSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(rowErrorSchema),
});

export const importListSchema = z.object({
  id: z.number().int(),
  original_file_name: z.string(),
  status: z.enum(['queued', 'importing', 'completed', 'failed']),
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowErrorSchema),
  created_at: z.string(),
});
