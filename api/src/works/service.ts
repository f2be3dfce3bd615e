import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, workSchema, workUpdateSchema } from '@fitout/shared';
import { works } from '../db/schema.ts';
import { notFound, parse } from '../http/errors.ts';
import { withFreeSlug } from '../db/slugs.ts';
import { columnsOf } from '../db/columns.ts';
import { isBlank, removeImages, withImages } from '../media/image-fields.ts';
import { countRows } from '../db/count.ts';
import type { Listing } from '../http/pagination.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'catalogueChanged'>;
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

/** All works (only those of `ids` when given), newest first, a page at a time. */
export function workListing(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, ids?: number[]): Listing<ReturnType<typeof workOut>> {
  const where = ids === undefined ? undefined : inArray(works.id, ids);
  return {
    rows: async (slice) =>
      (await app.db.select().from(works).where(where).orderBy(desc(works.date), desc(works.id)).limit(slice.limit).offset(slice.offset)).map((row) =>
        workOut(app, row),
      ),
    count: () => countRows(app.db, works, where),
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

/**
 * SPEC.md section 5: title, description and thumbnail required, with the text the spec reuses
 * ('All Fields Are Required To Create A Package'); image1 to image4 optional; status 'Active' unless given.
 */
export async function createWork(app: Services, rawBody: Body, userId: number) {
  const body = rawBody ?? {};
  const input = parse(workSchema, body, isBlank(body.thumbnail) ? { thumbnail: [messages.packageFieldsRequired] } : {});
  const id = await withImages(app.media, body, workImageFields, { required: 'thumbnail' }, (images) =>
    withFreeSlug(app, works, input.title, 'work', async (slug, tx) => {
      const [row] = await tx
        .insert(works)
        .values({ ...columnsOf(input), ...images, slug, userId })
        .returning({ id: works.id });
      return row.id;
    }),
  );
  app.catalogueChanged('work created', [`work:${id}`]);
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
  await withImages(app.media, body, workImageFields, { replacing: current }, async (images) => {
    const [updated] = await app.db
      .update(works)
      .set({ ...columnsOf(input), ...images })
      .where(eq(works.id, id))
      .returning({ id: works.id });
    if (!updated) throw notFound();
  });
  app.catalogueChanged('work updated', [`work:${id}`]);
  return getWork(app, id);
}

/** Deletes the work and all its image files; answers the work as it was. */
export async function deleteWork(app: Services, id: number) {
  const [deleted] = await app.db.delete(works).where(eq(works.id, id)).returning();
  if (!deleted) throw notFound();
  await removeImages(app.media, deleted, workImageFields);
  app.catalogueChanged('work deleted', [`work:${deleted.id}`]);
  return deleted;
}
