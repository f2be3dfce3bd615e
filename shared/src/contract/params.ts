import { z } from '../common/zod.ts';

/** Path ids: a positive integer, else 400. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const slugParam = z.string().min(1).max(300);

/** The path parameters most calls take: a record's `:id`, or an order's (or post's) `:slug`. */
export const idParams = z.object({ id: idParam });
export const slugParams = z.object({ slug: slugParam });

/** The most items one answer of a public or customer list holds (a list asked without a page answers its first page of this size). */
export const MAX_PAGE_SIZE = 100;

/** `?page=` and `?page_size=`: Django REST framework's page-number pagination. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * A catalogue list's query: a page, and `?id=3,7` for only those records (at most a page of them; one gone is simply
 * not in the answer). The publisher's renderer reads this way the records a change touched.
 */
export const catalogueListQuery = pageQuery.extend({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,99}$/, `expected up to ${MAX_PAGE_SIZE} ids separated by commas`)
    .optional()
    .describe('Only the records with these ids, separated by commas (at most 100)'),
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuery>;

/** ra-data-simple-rest's list parameters (JSON in the query string). */
export const adminListQuery = z.object({
  sort: z.string().max(200).optional().describe('["field","ASC"|"DESC"]'),
  range: z.string().max(100).optional().describe('[first,last]'),
  filter: z.string().max(10_000).optional().describe('{"q":"search", "field": value, "id": [ids]}'),
});
