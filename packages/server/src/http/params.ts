import { z } from 'zod';

/**
 * An id in a path or body that names a serial (32-bit) row: a larger number answers 400 rather than
 * reaching the database as an out-of-range integer.
 */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
