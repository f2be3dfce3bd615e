import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, workSchema, workUpdateSchema } from '@fitout/shared';
import { works } from '../db/schema.ts';
import { notFound, parse } from '../http/errors.ts';
import { takenNames, uniqueSlug, withUniqueSlug } from '../db/slugs.ts';
import { countRows } from '../db/count.ts';
import type { Listing } from '../http/pagination.ts';

type Services = Pick<FastifyInstance, 'db' | 'media' | 'catalogueChanged'>;
type Body = Record<string, unknown>;

export type WorkRow = typeof works.$inferSelect;

/** The image fields of a work, in the order the page shows them. */
export const workImageFields = ['thumbnail', 'image1', 'image2', 'image3', 'image4'] as const;
type ImageField = (typeof workImageFields)[number];

export function workOut(app: Pick<FastifyInstance, 'media'>, row: WorkRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    thumbnail: app.media.url(row.thumbnail),
    image1: app.media.url(row.image1),
    image2: app.media.url(row.image2),
    image3: app.media.url(row.image3),
    image4: app.media.url(row.image4),
    tags: row.tags,
    date: row.date.toISOString(),
    post_status: row.postStatus,
    user_id: row.userId,
    images: Object.fromEntries(workImageFields.map((field) => [field, app.media.describe(row[field])])) as Record<
      ImageField,
      ReturnType<FastifyInstance['media']['describe']>
    >,
  };
}

/** All works, newest first, a page at a time. */
export function workListing(app: Pick<FastifyInstance, 'db' | 'media'>): Listing<ReturnType<typeof workOut>> {
  return {
    rows: async (slice) =>
      (await app.db.select().from(works).orderBy(desc(works.date), desc(works.id)).limit(slice.limit).offset(slice.offset)).map((row) =>
        workOut(app, row),
      ),
    count: () => countRows(app.db, works, undefined),
  };
}

export async function getWork(app: Services, id: number) {
  const [row] = await app.db.select().from(works).where(eq(works.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getWorkBySlug(app: Services, slug: string) {
  const [row] = await app.db.select().from(works).where(eq(works.slug, slug));
  if (!row) throw notFound();
  return row;
}

/** A file field was sent with content (multipart file fields arrive as Buffers). */
const isFile = (value: unknown) => Buffer.isBuffer(value) && value.length > 0;
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0);

/**
 * Saves every image file sent, checking each by content; if one is refused, those already saved are
 * removed, so a refused request leaves no files behind. Text in an optional image field (a form's
 * "undefined") is not a file and is ignored; text in the required one is refused as not an image.
 */
async function saveImages(app: Services, body: Body, required?: ImageField) {
  const saved: Partial<Record<ImageField, string>> = {};
  try {
    for (const field of workImageFields) {
      const value = body[field];
      if (isFile(value) || (field === required && !isBlank(value))) saved[field] = await app.media.save(field, value);
    }
  } catch (error) {
    await removeAll(app, saved);
    throw error;
  }
  return saved;
}

async function removeAll(app: Services, keys: Partial<Record<ImageField, string | null>>) {
  for (const key of Object.values(keys)) await app.media.remove(key);
}

/**
 * SPEC.md section 5: title, description and thumbnail required, with the text the spec reuses
 * ('All Fields Are Required To Create A Package'); image1 to image4 optional; status 'Active' unless given.
 */
export async function createWork(app: Services, rawBody: Body, userId: number) {
  const body = rawBody ?? {};
  const input = parse(workSchema, body, isBlank(body.thumbnail) ? { thumbnail: [messages.packageFieldsRequired] } : {});
  const images = await saveImages(app, body, 'thumbnail');
  let id: number;
  try {
    id = await withUniqueSlug('works_slug_unique', async () => {
      const slug = await uniqueSlug(input.title, 'work', (base) => takenNames(app.db, works, works.slug, base));
      const [row] = await app.db
        .insert(works)
        .values({
          slug,
          title: input.title,
          description: input.description,
          titleAr: input.title_ar,
          descriptionAr: input.description_ar,
          thumbnail: images.thumbnail,
          image1: images.image1 ?? null,
          image2: images.image2 ?? null,
          image3: images.image3 ?? null,
          image4: images.image4 ?? null,
          tags: input.tags,
          postStatus: input.post_status,
          userId,
        })
        .returning({ id: works.id });
      return row.id;
    });
  } catch (error) {
    await removeAll(app, images);
    throw error;
  }
  app.catalogueChanged('work created');
  return getWork(app, id);
}

/**
 * SPEC.md section 5: title required ('All Fields Are Required To Create A Work'); other fields left out
 * stay as they are; each image changes only when a file is sent. The slug stays, so links keep working.
 */
export async function updateWork(app: Services, id: number, rawBody: Body) {
  const current = await getWork(app, id);
  const body = rawBody ?? {};
  const input = parse(workUpdateSchema, body);
  const images = await saveImages(app, body);
  const changes: Partial<typeof works.$inferInsert> = { title: input.title, ...images };
  if (input.description !== undefined) changes.description = input.description;
  if (input.title_ar !== undefined) changes.titleAr = input.title_ar;
  if (input.description_ar !== undefined) changes.descriptionAr = input.description_ar;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.post_status !== undefined) changes.postStatus = input.post_status;
  try {
    const updated = await app.db.update(works).set(changes).where(eq(works.id, id)).returning({ id: works.id });
    if (updated.length === 0) throw notFound();
  } catch (error) {
    await removeAll(app, images);
    throw error;
  }
  for (const field of Object.keys(images) as ImageField[]) await app.media.remove(current[field]);
  app.catalogueChanged('work updated');
  return getWork(app, id);
}

/** Deletes the work and all its image files; answers the work as it was. */
export async function deleteWork(app: Services, id: number) {
  const current = await getWork(app, id);
  const deleted = await app.db.delete(works).where(eq(works.id, id)).returning({ id: works.id });
  if (deleted.length === 0) throw notFound();
  await removeAll(app, Object.fromEntries(workImageFields.map((field) => [field, current[field]])));
  app.catalogueChanged('work deleted');
  return current;
}
