import { z } from 'zod';
import { DEPOSIT_STATUSES, QUESTION_TYPES } from './questionnaire.types.ts';

export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export const completionStatusSchema = z.enum(['completed', 'pending', 'incomplete', 'error']);
