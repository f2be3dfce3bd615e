import { z } from 'zod';

/** Path ids: a positive integer, else 404 as an unknown id would be. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const slugParam = z.string().min(1).max(300);
