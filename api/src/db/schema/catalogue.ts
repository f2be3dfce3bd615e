// The catalogue: categories, packages and their components, past works.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './column-kinds.ts';
import { users } from './accounts.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    // Arabic texts beside the English ones; '' when not written yet (the site then shows the English).
    titleAr: text('title_ar').notNull().default(''),
    detailsAr: text('details_ar').notNull().default(''),
    image: text('image'),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

/** A package ("post" in the spec's API). */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    pricePerUnit: money('price_per_unit').notNull(),
    description: text('description').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    tags: text('tags').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    postStatus: text('post_status').notNull().default('Active'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    view: integer('view').notNull().default(0),
    date: createdAt(),
  },
  (t) => [uniqueIndex('packages_slug_unique').on(t.slug), index('packages_category_idx').on(t.categoryId)],
);

/** A package component ("comment" in the spec's API). */
export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Arabic beside the English (issue 37: the Arabic package page's "what the package includes"); '' when not written. */
    titleAr: text('title_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    date: createdAt(),
  },
  (t) => [index('components_post_idx').on(t.postId)],
);

/** A past work ("ourwork" in the spec's API). */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    thumbnail: text('thumbnail'),
    image1: text('image1'),
    image2: text('image2'),
    image3: text('image3'),
    image4: text('image4'),
    tags: text('tags').notNull().default(''),
    postStatus: text('post_status').notNull().default('Active'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: createdAt(),
  },
  // The public list's order (newest first) read a page at a time.
  (t) => [uniqueIndex('works_slug_unique').on(t.slug), index('works_date_idx').on(t.date, t.id)],
);
