import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiMessages, componentSchema, componentUpdateSchema, messages, packageSchema, packageUpdateSchema } from '@fitout/shared';
import { categories, components, packages } from '../db/schema.ts';
import { FieldErrors, notFound, parse } from '../http/errors.ts';
import { withFreeSlug } from '../db/slugs.ts';
import { columnsOf } from '../db/columns.ts';
import { isBlank, removeImages, withImages } from '../media/image-fields.ts';
import { countRows } from '../db/count.ts';
import type { Listing, Slice } from '../http/pagination.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'catalogueChanged'>;
type Body = Record<string, unknown>;

export type ComponentRow = typeof components.$inferSelect;
export type CategoryRef = { id: number; title: string; titleAr: string; slug: string };
/** A package row with what every answer about it carries: its category and its components. */
export type PackageRow = typeof packages.$inferSelect & { category: CategoryRef; comments: ComponentRow[] };

/** `view`: most viewed first (post/lists/); `id`: by id (project/list/, the default); `newest`: latest first. */
export type PackageSort = 'id' | 'view' | 'newest';

// Output shapes (brief: "Contracts")

export function componentOut(row: ComponentRow) {
  return {
    id: row.id,
    post_id: row.postId,
    name: row.name,
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    email: row.email,
    comment: row.comment,
    date: row.date.toISOString(),
  };
}

export function packageOut(app: Pick<FastifyInstance, 'media'>, row: PackageRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: app.media.url(row.image),
    price_per_unit: row.pricePerUnit,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    tags: row.tags,
    category: { id: row.category.id, title: row.category.title, title_ar: row.category.titleAr, slug: row.category.slug },
    post_status: row.postStatus,
    view: row.view,
    date: row.date.toISOString(),
    user_id: row.userId,
    comments: row.comments.map(componentOut),
    images: { image: app.media.describe(row.image) },
  };
}

// Reading

export const categoryColumns = { id: categories.id, title: categories.title, titleAr: categories.titleAr, slug: categories.slug };

/** Packages with their category, then their components in one more query (no query per package). */
export async function selectPackages(app: Services, where: SQL | undefined, order: SQL[], slice?: Slice): Promise<PackageRow[]> {
  const query = app.db
    .select({ pkg: packages, category: categoryColumns })
    .from(packages)
    .innerJoin(categories, eq(packages.categoryId, categories.id))
    .where(where)
    .orderBy(...order);
  const rows = slice ? await query.limit(slice.limit).offset(slice.offset) : await query;
  return attachComponents(
    app,
    rows.map((r) => ({ ...r.pkg, category: r.category })),
  );
}

async function attachComponents(app: Services, rows: (typeof packages.$inferSelect & { category: CategoryRef })[]): Promise<PackageRow[]> {
  if (rows.length === 0) return [];
  const parts = await app.db
    .select()
    .from(components)
    .where(
      inArray(
        components.postId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(components.id));
  const byPackage = Map.groupBy(parts, (c) => c.postId);
  return rows.map((r) => ({ ...r, comments: byPackage.get(r.id) ?? [] }));
}

const orders: Record<PackageSort, SQL[]> = {
  id: [asc(packages.id)],
  view: [desc(packages.view), asc(packages.id)],
  newest: [desc(packages.date), desc(packages.id)],
};

/** Packages (of one category when categoryId is given, only those of `ids` when given) in the order asked, a page at a time. */
export function packageListing(
  app: Services,
  options: { categoryId?: number; sort?: PackageSort; ids?: number[] } = {},
): Listing<ReturnType<typeof packageOut>> {
  const where = and(
    options.categoryId === undefined ? undefined : eq(packages.categoryId, options.categoryId),
    options.ids === undefined ? undefined : inArray(packages.id, options.ids),
  );
  return {
    rows: async (slice) => (await selectPackages(app, where, orders[options.sort ?? 'id'], slice)).map((row) => packageOut(app, row)),
    count: () => countRows(app.db, packages, where),
  };
}

export async function getPackage(app: Services, id: number) {
  const [row] = await selectPackages(app, eq(packages.id, id), []);
  if (!row) throw notFound();
  return row;
}

/** A package by its slug (the public detail read; its view is counted by the route, see views.ts). */
export async function getPackageBySlug(app: Services, slug: string) {
  const [row] = await selectPackages(app, eq(packages.slug, slug), []);
  if (!row) throw notFound();
  return row;
}

/** The category with this slug (for post/category/posts/{slug}/), else 404. */
export async function getCategoryBySlug(app: Services, slug: string) {
  const [row] = await app.db.select(categoryColumns).from(categories).where(eq(categories.slug, slug));
  if (!row) throw notFound();
  return row;
}

// Writing

/** Multipart sends the category id; a JSON client may send back the category object it read. */
function normalize(body: Body): Body {
  const category = body?.category;
  if (category && typeof category === 'object' && !Buffer.isBuffer(category) && 'id' in category) {
    return { ...body, category: (category as { id: unknown }).id };
  }
  return body ?? {};
}

async function assertCategory(app: Services, id: number) {
  const [row] = await app.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw FieldErrors.of('category', apiMessages.unknownPk(String(id)));
}

const imageFields = ['image'] as const;

/**
 * SPEC.md section 5: image, title, price_per_unit and category required ('All Fields Are Required To
 * Create A Package'), price numeric; status 'Active' unless given; the slug comes from the title.
 */
export async function createPackage(app: Services, rawBody: Body, userId: number) {
  const body = normalize(rawBody);
  const { category, ...fields } = parse(packageSchema, body, isBlank(body.image) ? { image: [messages.packageFieldsRequired] } : {});
  await assertCategory(app, category);
  const id = await withImages(app.media, body, imageFields, { required: 'image' }, (images) =>
    withFreeSlug(app, packages, fields.title, 'package', async (slug, tx) => {
      const values = { ...columnsOf(fields), categoryId: category, slug, image: images.image, userId };
      const [row] = await tx.insert(packages).values(values).returning({ id: packages.id });
      return row.id;
    }),
  );
  app.catalogueChanged('package created', [`package:${id}`]);
  return getPackage(app, id);
}

/**
 * Fields left out stay as they are; fields sent must be valid (title and price cannot be blanked).
 * The image changes only when a file is sent; the slug stays, so links to the package keep working.
 */
export async function updatePackage(app: Services, id: number, rawBody: Body) {
  const current = await getPackage(app, id);
  const body = normalize(rawBody);
  const { category, ...fields } = parse(packageUpdateSchema, body);
  if (category !== undefined) await assertCategory(app, category);
  await withImages(app.media, body, imageFields, { replacing: current }, async (images) => {
    // The image is always set (to itself when no file was sent), so that a body with no field is no error.
    const changes = { ...columnsOf(fields), categoryId: category, image: images.image ?? current.image };
    const updated = await app.db.update(packages).set(changes).where(eq(packages.id, id)).returning({ id: packages.id });
    if (updated.length === 0) throw notFound();
  });
  app.catalogueChanged('package updated', [`package:${id}`]);
  return getPackage(app, id);
}

/** Deletes the package with its components and its image files; answers the package as it was. */
export async function deletePackage(app: Services, id: number) {
  const current = await getPackage(app, id);
  const deleted = await app.db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
  if (deleted.length === 0) throw notFound();
  await removeImages(app.media, current, imageFields);
  app.catalogueChanged('package deleted', [`package:${id}`]);
  return current;
}

// Components ("comments" in the spec's API)

export async function listComponents(app: Services, postId?: number) {
  return app.db
    .select()
    .from(components)
    .where(postId === undefined ? undefined : eq(components.postId, postId))
    .orderBy(asc(components.id));
}

export async function getComponent(app: Services, id: number) {
  const [row] = await app.db.select().from(components).where(eq(components.id, id));
  if (!row) throw notFound();
  return row;
}

async function assertPackage(app: Services, id: number) {
  const [row] = await app.db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  if (!row) throw FieldErrors.of('post_id', apiMessages.unknownPk(String(id)));
}

/** SPEC.md section 5: title and description required ('All Fields Are Required To Create A Component'). */
export async function createComponent(app: Services, body: Body) {
  const input = parse(componentSchema, body);
  await assertPackage(app, input.post_id);
  const [row] = await app.db
    .insert(components)
    .values({
      postId: input.post_id,
      name: input.name,
      title: input.title,
      description: input.description,
      titleAr: input.title_ar,
      descriptionAr: input.description_ar,
      email: input.email,
      comment: input.comment,
    })
    .returning();
  app.catalogueChanged('component created', [`package:${row.postId}`]);
  return row;
}

/** Fields left out stay as they are; title and description cannot be blanked. */
export async function updateComponent(app: Services, id: number, body: Body) {
  const before = await getComponent(app, id);
  const input = parse(componentUpdateSchema, body);
  if (input.post_id !== undefined) await assertPackage(app, input.post_id);
  const changes: Partial<typeof components.$inferInsert> = {};
  if (input.post_id !== undefined) changes.postId = input.post_id;
  for (const key of ['name', 'title', 'description', 'email', 'comment'] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.title_ar !== undefined) changes.titleAr = input.title_ar;
  if (input.description_ar !== undefined) changes.descriptionAr = input.description_ar;
  if (Object.keys(changes).length === 0) return getComponent(app, id);
  const [row] = await app.db.update(components).set(changes).where(eq(components.id, id)).returning();
  if (!row) throw notFound();
  // Moved to another package: both show the change.
  app.catalogueChanged('component updated', [`package:${before.postId}`, `package:${row.postId}`]);
  return row;
}

/** Answers the component as it was. */
export async function deleteComponent(app: Services, id: number) {
  const [row] = await app.db.delete(components).where(eq(components.id, id)).returning();
  if (!row) throw notFound();
  app.catalogueChanged('component deleted', [`package:${row.postId}`]);
  return row;
}
