import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (serial ids and every other int column). */
export const MAX_INT32 = 2_147_483_647;

/**
 * The one id schema of the API: every row id is a 32-bit serial, so a larger number is refused as invalid
 * input (400) instead of reaching the database as an out-of-range integer (500). Issue 24 §1; the OpenAPI
 * test in packages/server proves no route takes an unbounded integer.
 */
export const recordId = z.number().int().positive().max(MAX_INT32);

/** The same id read from a path or query string, where it arrives as text. */
export const recordIdParam = z.coerce.number().int().positive().max(MAX_INT32);
