import { z } from 'zod';
import {
  authMessages,
  PHONE_DIGITS,
  PHONE_INPUT_MAX_LENGTH,
  passwordProblem,
  phoneDigits,
  VERIFICATION_CODE_LENGTH,
} from './auth.rules.ts';

// The sign-in fields' schemas, apart from auth.rules.ts: a screen that needs only a message or a rule does not
// bring zod to the browser with them (issue 22 §4).

export const emailSchema = z
  .string({ error: authMessages.emailMissing })
  .trim()
  .min(1, authMessages.emailMissing)
  .max(254, authMessages.invalidEmail)
  .email(authMessages.invalidEmail)
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string()
  .max(200, authMessages.passwordTooLong)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const phoneSchema = z
  .string({ error: authMessages.phoneRequired })
  .max(PHONE_INPUT_MAX_LENGTH + 4, authMessages.phoneDigits)
  .refine((v) => phoneDigits(v).length > 0, authMessages.phoneRequired)
  .refine((v) => phoneDigits(v).length === PHONE_DIGITS, authMessages.phoneDigits)
  .transform(phoneDigits);

export const verificationCodeSchema = z.string().trim().length(VERIFICATION_CODE_LENGTH, authMessages.codeLength);
