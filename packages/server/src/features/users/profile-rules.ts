import { AppError, authMessages, type UpdateProfileInput } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import { findFirmUserByEmail } from '../auth/index.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The removal and uniqueness rules of spec 000 §5 for any change to a user's contact details, whoever
 * makes it: the email stays while it signs the user in, the phone while SMS does, an email is one person's within a firm.
 */
export async function assertProfileChangeAllowed(db: DbOrTx, user: UserRow, input: UpdateProfileInput) {
  const method = user.preferredSignInMethod;
  if (input.email === null && user.email && (method === 'email' || method === 'password')) {
    throw new AppError('validation_failed', authMessages.cannotRemoveEmail, { email: authMessages.cannotRemoveEmail });
  }
  if (input.phone_number === null && user.phoneNumber && method === 'sms') {
    throw new AppError('validation_failed', authMessages.cannotRemovePhone, {
      phone_number: authMessages.cannotRemovePhone,
    });
  }
  if (input.email && input.email !== user.email?.toLowerCase()) {
    const owner = await findFirmUserByEmail(db, user.firmId, input.email);
    if (owner && owner.id !== user.id) {
      throw new AppError('conflict', authMessages.emailTaken, { email: authMessages.emailTaken });
    }
  }
  if (input.preferred_contact_method === 'sms' && !(input.phone_number ?? user.phoneNumber)) {
    throw new AppError('validation_failed', authMessages.phoneRequired, { phone_number: authMessages.phoneRequired });
  }
}

/** The columns a profile change writes; absent fields stay as they are. */
export function profileColumns(input: UpdateProfileInput): Partial<typeof users.$inferInsert> {
  return {
    ...(input.fname !== undefined && { fname: input.fname }),
    ...(input.lname !== undefined && { lname: input.lname }),
    ...(input.preferred_name !== undefined && { preferredName: input.preferred_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone_number !== undefined && { phoneNumber: input.phone_number }),
    ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    ...(input.preferred_contact_method !== undefined && { preferredContactMethod: input.preferred_contact_method }),
    ...(input.enabled_2fa !== undefined && { enabled2fa: input.enabled_2fa }),
  };
}
