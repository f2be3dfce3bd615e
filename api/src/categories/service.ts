import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categorySchema, messages, slugify } from '@fitout/shared';
import { countRows } from '../db/count.ts';
import { uniqueViolation } from '../db/errors.ts';
import { categories, packages } from '../db/schema.ts';
import { FieldErrors, HttpError, notFound, parse } from '../http/errors.ts';
import type { Listing } from '../http/pagination.ts';

type Category = typeof categories.$inferSelect;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'catalogueChanged'>;

export function categoryOut(app: Pick<FastifyInstance, 'media'>, row: Category) {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    title_ar: row.titleAr,
    details_ar: row.detailsAr,
    image: app.media.url(row.image),
    slug: row.slug,
    images: { image: app.media.describe(row.image) },
  };
}

/** All categories (only those of `ids` when given) by id, a page at a time. */
export function categoryListing(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, ids?: number[]): Listing<ReturnType<typeof categoryOut>> {
  const where = ids === undefined ? undefined : inArray(categories.id, ids);
  return {
    rows: async (slice) =>
      (await app.db.select().from(categories).where(where).orderBy(asc(categories.id)).limit(slice.limit).offset(slice.offset)).map((row) =>
        categoryOut(app, row),
      ),
    count: () => countRows(app.db, categories, where),
  };
}

export async function getCategory(app: Services, id: number) {
  const [row] = await app.db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound();
  return row;
}

async function uniqueSlug(app: Services, source: string, exceptId?: number) {
  const slug = slugify(source);
  if (!slug) throw FieldErrors.of('title', 'Enter a title with at least one letter or digit.');
  const clash = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug));
  if (clash.length) throw FieldErrors.of('slug', messages.slugExists);
  return slug;
}

/** SPEC.md section 5: title, details and image required; the slug comes from the title. */
export async function createCategory(app: Services, body: Record<string, unknown>) {
  const input = parse(categorySchema, body, body.image ? {} : { image: [messages.enterData] });
  const slug = await uniqueSlug(app, input.slug || input.title);
  const image = await app.media.save('image', body.image);
  try {
    const [row] = await app.db
      .insert(categories)
      .values({ title: input.title, details: input.details, titleAr: input.title_ar, detailsAr: input.details_ar, slug, image })
      .returning();
    app.catalogueChanged('category created', [`category:${row.id}`]);
    return row;
  } catch (error) {
    await app.media.remove(image);
    if (uniqueViolation(error) !== undefined) throw FieldErrors.of('slug', messages.slugExists);
    throw error;
  }
}

/** Title and details required; the image changes only when a new file is sent, an Arabic text only when it is sent. */
export async function updateCategory(app: Services, id: number, body: Record<string, unknown>) {
  const current = await getCategory(app, id);
  const input = parse(categorySchema, body);
  const slug = await uniqueSlug(app, input.slug || input.title, id);
  const image = body.image ? await app.media.save('image', body.image) : current.image;
  try {
    const [row] = await app.db
      .update(categories)
      .set({ title: input.title, details: input.details, titleAr: input.title_ar, detailsAr: input.details_ar, slug, image })
      .where(eq(categories.id, id))
      .returning();
    if (image !== current.image) await app.media.remove(current.image);
    app.catalogueChanged('category updated', [`category:${id}`]);
    return row;
  } catch (error) {
    if (image !== current.image) await app.media.remove(image);
    if (uniqueViolation(error) !== undefined) throw FieldErrors.of('slug', messages.slugExists);
    throw error;
  }
}

/** A category that still has packages is kept: deleting it would silently delete them too. */
export async function deleteCategory(app: Services, id: number) {
  const current = await getCategory(app, id);
  const [{ n }] = await app.db.select({ n: count() }).from(packages).where(eq(packages.categoryId, id));
  if (n > 0) throw new HttpError(409, 'category.in_use');
  await app.db.delete(categories).where(eq(categories.id, id));
  await app.media.remove(current.image);
  app.catalogueChanged('category deleted', [`category:${id}`]);
}
