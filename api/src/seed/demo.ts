// SEED_DEMO: fills an empty database with the demo catalogue, a superuser and a customer with orders,
// so that a first start shows a living site. It never touches a database that already has categories.
import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_STATUS, slugify } from '@fitout/shared';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/transaction.ts';
import { categories, components, orders, packages, profiles, users, works } from '../db/schema.ts';
import { demoCategories, demoCustomerProfile, demoOrders, demoPackages, demoWorks } from './content.ts';
import { type Scene, scenePicture } from './images.ts';

export const DEMO_ADMIN = { email: 'admin@fitout.localhost', password: 'fitout-admin-demo' };
export const DEMO_CUSTOMER = { email: 'customer@fitout.localhost', password: 'fitout-customer-demo' };

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'config' | 'catalogueChanged'>;

/** One sign-in a person can use; `password` is null when it is the one set in ADMIN_PASSWORD. */
export type DemoLogin = { role: 'admin' | 'customer'; email: string; password: string | null };
export type SeedResult = { seeded: boolean; logins: DemoLogin[] };

// Two API processes on one PostgreSQL server may start together: one seeds, the other finds it done.
const SEED_LOCK = 7_241_180;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function hasCategories(db: Db | Tx) {
  const [{ n }] = await db.select({ n: count() }).from(categories);
  return n > 0;
}

/** Runs the jobs two at a time: image work is CPU-bound and the machine may have only two cores. */
async function inPairs<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** The accounts a person can sign in with, as they are in the database now. */
async function demoLogins(app: Services): Promise<DemoLogin[]> {
  const adminEmail = app.config.adminEmail?.trim().toLowerCase();
  const wanted = [adminEmail ?? DEMO_ADMIN.email, DEMO_CUSTOMER.email];
  const found = await app.db.select({ email: users.email, isSuperuser: users.isSuperuser }).from(users).where(inArray(users.email, wanted));
  const logins: DemoLogin[] = [];
  const admin = found.find((u) => u.email === (adminEmail ?? DEMO_ADMIN.email) && u.isSuperuser);
  if (admin) logins.push({ role: 'admin', email: admin.email, password: adminEmail ? null : DEMO_ADMIN.password });
  if (found.some((u) => u.email === DEMO_CUSTOMER.email)) logins.push({ role: 'customer', ...DEMO_CUSTOMER });
  return logins;
}

/** A username not taken yet, from the address's local part. */
async function freeUsername(tx: Tx, email: string) {
  const base = email.split('@')[0];
  for (let name = base; ; name = `${base}-${randomBytes(2).toString('hex')}`) {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, name));
    if (!taken) return name;
  }
}

/** The account with this address, made (active, with a profile) when missing. */
async function ensureAccount(
  tx: Tx,
  email: string,
  passwordHash: string,
  values: { isSuperuser: boolean; role: 'owner' | null; kind: 'user' | 'company' },
  profile: Partial<typeof profiles.$inferInsert>,
) {
  const [existing] = await tx.select().from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(users)
    .values({ email, username: await freeUsername(tx, email), passwordHash, isActive: true, ...values })
    .returning();
  await tx.insert(profiles).values({ userId: row.id, ...profile });
  return { id: row.id, created: true };
}

/**
 * Seeds the demo content when the database has no category; otherwise changes nothing.
 * Pictures are stored first; the rows go in one transaction, and a failed or lost seed removes its pictures.
 * `pictureWidth` draws smaller pictures (tests that do not look at them).
 */
export async function seedDemo(app: Services, options: { pictureWidth?: number } = {}): Promise<SeedResult> {
  if (await hasCategories(app.db)) return { seeded: false, logins: await demoLogins(app) };

  const saved: string[] = [];
  const picture = (field: string, scene: Scene, palette: number, seed: number) => async () => {
    const key = await app.media.save(field, await scenePicture(scene, palette, seed, options.pictureWidth));
    saved.push(key);
    return key;
  };
  try {
    const [images, adminHash, customerHash] = await Promise.all([
      inPairs([
        ...demoCategories.map((c, i) => picture('image', c.scene, c.palette, 100 + i)),
        ...demoPackages.map((p, i) => picture('image', p.scene, p.palette, 200 + i)),
        ...demoWorks.flatMap((w, i) => w.scenes.map((scene, j) => picture(j ? `image${j}` : 'thumbnail', scene, w.palette + j, 300 + i * 10 + j))),
      ]),
      hashPassword(DEMO_ADMIN.password),
      hashPassword(DEMO_CUSTOMER.password),
    ]);
    const categoryImages = images.slice(0, demoCategories.length);
    const packageImages = images.slice(demoCategories.length, demoCategories.length + demoPackages.length);
    const workImages = images.slice(demoCategories.length + demoPackages.length);

    const seeded = await app.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasCategories(tx)) return false;

      const adminEmail = app.config.adminEmail?.trim().toLowerCase();
      const [configured] = adminEmail ? await tx.select().from(users).where(eq(users.email, adminEmail)) : [];
      const adminId = configured
        ? configured.id
        : (
            await ensureAccount(
              tx,
              DEMO_ADMIN.email,
              adminHash,
              { isSuperuser: true, role: 'owner', kind: 'company' },
              { fullName: 'Fit-out Administrator' },
            )
          ).id;
      const customer = await ensureAccount(
        tx,
        DEMO_CUSTOMER.email,
        customerHash,
        { isSuperuser: false, role: null, kind: 'user' },
        {
          fullName: demoCustomerProfile.fullName,
          phone: demoCustomerProfile.phone,
          country: demoCustomerProfile.country,
          about: demoCustomerProfile.about,
          bio: demoCustomerProfile.bio,
          facebook: demoCustomerProfile.facebook,
          twitter: demoCustomerProfile.twitter,
        },
      );

      const categoryRows = await tx
        .insert(categories)
        .values(
          demoCategories.map((c, i) => ({
            title: c.title,
            details: c.details,
            titleAr: c.titleAr,
            detailsAr: c.detailsAr,
            slug: slugify(c.title),
            image: categoryImages[i],
          })),
        )
        .returning();
      const categoryId = new Map(categoryRows.map((row) => [row.title, row.id]));

      const packageRows = await tx
        .insert(packages)
        .values(
          demoPackages.map((p, i) => ({
            title: p.title,
            slug: slugify(p.title),
            image: packageImages[i],
            pricePerUnit: p.price,
            description: p.description,
            titleAr: p.titleAr,
            descriptionAr: p.descriptionAr,
            tags: p.tags,
            categoryId: categoryId.get(p.category)!,
            postStatus: DEFAULT_STATUS,
            userId: adminId,
            view: p.view,
            date: daysAgo(90 - i * 5),
          })),
        )
        .returning();
      await tx.insert(components).values(
        demoPackages.flatMap((p, i) =>
          p.components.map((c, j) => ({
            postId: packageRows[i].id,
            title: c.title,
            description: c.description,
            titleAr: c.titleAr,
            descriptionAr: c.descriptionAr,
            date: daysAgo(89 - i * 5 - j / 24),
          })),
        ),
      );

      await tx.insert(works).values(
        demoWorks.map((w, i) => {
          const [thumbnail, image1, image2, image3, image4] = workImages.slice(i * 5, i * 5 + 5);
          return {
            slug: slugify(w.title),
            title: w.title,
            description: w.description,
            titleAr: w.titleAr,
            descriptionAr: w.descriptionAr,
            thumbnail,
            image1,
            image2,
            image3,
            image4,
            tags: w.tags,
            postStatus: DEFAULT_STATUS,
            userId: adminId,
            date: daysAgo(400 - i * 45),
          };
        }),
      );

      if (customer.created) {
        await tx.insert(orders).values(
          demoOrders.map((o, i) => ({
            ...o,
            slug: randomBytes(16).toString('base64url'),
            userId: customer.id,
            fullName: demoCustomerProfile.fullName,
            phone: demoCustomerProfile.phone,
            postStatus: DEFAULT_STATUS,
            date: daysAgo(12 - i * 9),
          })),
        );
      }
      return true;
    });
    if (!seeded) {
      await Promise.all(saved.map((key) => app.media.remove(key)));
      return { seeded: false, logins: await demoLogins(app) };
    }
  } catch (error) {
    await Promise.all(saved.map((key) => app.media.remove(key)));
    throw error;
  }
  app.catalogueChanged('demo content seeded');
  return { seeded: true, logins: await demoLogins(app) };
}

/** The lines `npm run api` / `npm start` print about the demo. */
export function describeDemo(result: SeedResult, url: string): string {
  const lines = [result.seeded ? `Demo content seeded. Open ${url}` : `Demo content: the database already has content (${url})`];
  for (const login of result.logins) {
    lines.push(`  demo ${login.role.padEnd(8)} ${login.email}  password: ${login.password ?? '(the ADMIN_PASSWORD you set)'}`);
  }
  return lines.join('\n');
}
