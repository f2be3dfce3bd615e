import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/passwords.ts';
import { categories, components, orders, packages, profiles, users, works } from '../../src/db/schema.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, describeDemo, seedDemo } from '../../src/seed/demo.ts';
import { scenePicture } from '../../src/seed/images.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const mediaFolders = (t: TestApp) => readdirSync(join(t.config.dataDir, 'media')).filter((name) => !name.startsWith('.'));
const rows = async (t: TestApp, table: typeof categories | typeof packages | typeof components | typeof works | typeof orders) => {
  const [{ n }] = await t.app.db.select({ n: count() }).from(table);
  return n;
};

// The seed draws its pictures 240 pixels wide here (the full set costs a minute of a loaded machine, on each database);
// how a picture is drawn at full size, as `npm start` draws them (SEED_DEMO_PICTURE_WIDTH unset: 1200), is tested once.
const PICTURE = { width: 240, key: /-240x160$/ };

describe('the demo pictures', () => {
  it('are 1200 by 800 JPEGs at full size, and a smaller one is the same picture at its width', async () => {
    const full = await scenePicture('living', 0, 300, 1_200);
    const small = await scenePicture('living', 0, 300, 640);
    expect(await sharp(full).metadata()).toMatchObject({ format: 'jpeg', width: 1_200, height: 800 });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
    // The same room in the same frame: as thumbnails they differ by about 3 levels of grey, another room by about 50.
    const thumbnail = (picture: Buffer) => sharp(picture).resize(60, 40, { fit: 'fill' }).greyscale().raw().toBuffer();
    const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0) / a.length;
    const [fullThumbnail, smallThumbnail] = [await thumbnail(full), await thumbnail(small)];
    expect(difference(fullThumbnail, smallThumbnail)).toBeLessThan(6);
    expect(difference(fullThumbnail, await thumbnail(await scenePicture('kitchen', 1, 301, 640)))).toBeGreaterThan(20);
  });
});

describe('seedDemo on an empty database', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    t = await startTestApp();
    first = await seedDemo(t.app, { pictureWidth: PICTURE.width });
  }, 180_000);
  afterAll(() => t.close());

  it('fills the catalogue: 6 categories, 16 packages with 3 to 6 components, 8 works with five pictures', async () => {
    expect(first.seeded).toBe(true);
    const cats = await t.app.db.select().from(categories);
    expect(cats.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Apartment Finishing', 'Villa Finishing', 'Commercial Fit-out', 'Kitchens', 'Bathrooms', 'Painting & Decoration']),
    );
    expect(cats.every((c) => c.image && c.details.length > 40)).toBe(true);

    const pkgs = await t.app.db.select().from(packages);
    expect(pkgs).toHaveLength(16);
    for (const p of pkgs) {
      expect(p.pricePerUnit).toBeGreaterThan(0);
      expect(p.image).toBeTruthy();
      expect(p.tags).toMatch(/\w, \w/);
      expect(p.postStatus).toBe('Active');
      expect(cats.map((c) => c.id)).toContain(p.categoryId);
      const parts = await t.app.db.select().from(components).where(eq(components.postId, p.id));
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(parts.length).toBeLessThanOrEqual(6);
      // Shown one sentence a line: every component says more than one sentence.
      for (const part of parts) expect(part.description.split('.').filter((s) => s.trim()).length, part.title).toBeGreaterThanOrEqual(2);
    }
    // Every category shows at least one package.
    expect(new Set(pkgs.map((p) => p.categoryId)).size).toBe(cats.length);

    const ws = await t.app.db.select().from(works);
    expect(ws).toHaveLength(8);
    for (const w of ws) for (const key of [w.thumbnail, w.image1, w.image2, w.image3, w.image4]) expect(key).toMatch(PICTURE.key);
  });

  it('gives every category, package and work its title and text in Arabic, as the public reads answer them', async () => {
    const arabic = /^[\u0600-\u06FF][\u0600-\u06FF\s\w،,:.-]*$/u;
    const categoryList = (await t.api.get('category/list/')).body as { title: string; title_ar: string; details_ar: string }[];
    const packageList = (await t.api.get('project/list/')).body as { title: string; title_ar: string; description_ar: string }[];
    const workList = (await t.api.get('ourwork/list/')).body as { title: string; title_ar: string; description_ar: string }[];
    expect([categoryList.length, packageList.length, workList.length]).toEqual([6, 16, 8]);
    for (const c of categoryList) {
      expect(c.title_ar, c.title).toMatch(arabic);
      expect(c.details_ar, c.title).toMatch(arabic);
    }
    for (const r of [...packageList, ...workList]) {
      expect(r.title_ar, r.title).toMatch(arabic);
      expect(r.description_ar, r.title).toMatch(arabic);
      // Shown one sentence a line, like the English.
      expect(r.description_ar.split('.').filter((s) => s.trim()).length, r.title).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(packageList.map((p) => p.title_ar)).size).toBe(16);
  });

  it('serves every picture it stored', async () => {
    const keys = [
      ...(await t.app.db.select({ k: categories.image }).from(categories)).map((r) => r.k),
      ...(await t.app.db.select({ k: packages.image }).from(packages)).map((r) => r.k),
      ...(await t.app.db.select().from(works)).flatMap((w) => [w.thumbnail, w.image1, w.image2, w.image3, w.image4]),
    ];
    expect(keys).toHaveLength(6 + 16 + 8 * 5);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      const response = await fetch(t.app.media.url(key)!);
      expect(response.status, key!).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    // And the public list answers with those absolute URLs.
    const list = await t.api.get('category/list/');
    expect(list.body).toHaveLength(6);
    expect((await fetch(list.body[0].image)).status).toBe(200);
  });

  it('makes an active demo superuser and an active demo customer with two orders', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword(admin.passwordHash, DEMO_ADMIN.password)).toBe(true);
    const [customer] = await t.app.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer).toMatchObject({ isSuperuser: false, isActive: true, kind: 'user' });
    expect(await verifyPassword(customer.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.userId, customer.id));
    expect(profile.fullName).toBe('Mona Hassan');

    const own = await t.app.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(own).toHaveLength(2);
    expect(own.every((o) => o.slug.length >= 20 && o.space > 0)).toBe(true);
    const packageTitles = (await t.app.db.select({ title: packages.title }).from(packages)).map((p) => p.title);
    for (const order of own) expect(packageTitles).toContain(order.package);

    const authored = await t.app.db.select({ userId: packages.userId }).from(packages);
    expect(authored.every((p) => p.userId === admin.id)).toBe(true);

    expect(first.logins).toEqual([
      { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      { role: 'customer', email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    ]);
    const printed = describeDemo(first, 'http://localhost:8000/');
    expect(printed).toContain(`${DEMO_ADMIN.email}  password: ${DEMO_ADMIN.password}`);
    expect(printed).toContain(`${DEMO_CUSTOMER.email}  password: ${DEMO_CUSTOMER.password}`);
  });

  it('changes nothing when run again', async () => {
    const before = {
      media: mediaFolders(t).length,
      counts: await Promise.all([categories, packages, components, works, orders].map((table) => rows(t, table))),
    };
    const again = await seedDemo(t.app);
    expect(again.seeded).toBe(false);
    expect(again.logins).toEqual(first.logins);
    expect(await Promise.all([categories, packages, components, works, orders].map((table) => rows(t, table)))).toEqual(before.counts);
    expect(mediaFolders(t)).toHaveLength(before.media);
    const [{ n }] = await t.app.db
      .select({ n: count() })
      .from(users)
      .where(inArray(users.email, [DEMO_ADMIN.email, DEMO_CUSTOMER.email]));
    expect(n).toBe(2);
  });
});

describe('seedDemo with ADMIN_EMAIL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'the owner passphrase' });
    const [row] = await t.app.db
      .insert(users)
      .values({ email: 'owner@example.com', username: 'owner', passwordHash: 'x', isSuperuser: true, role: 'owner', isActive: true, kind: 'company' })
      .returning();
    await t.app.db.insert(profiles).values({ userId: row.id });
  });
  afterAll(() => t.close());

  it('leaves nothing behind when the seed fails half way', async () => {
    // A work already holding a demo slug makes the last catalogue insert fail.
    await t.app.db.insert(works).values({ slug: 'north-coast-chalet', title: 'Taken', description: 'd' });
    await expect(seedDemo(t.app, { pictureWidth: 240 })).rejects.toThrow();
    for (const table of [categories, packages, components, orders]) expect(await rows(t, table)).toBe(0);
    expect(await rows(t, works)).toBe(1);
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(inArray(users.email, [DEMO_ADMIN.email, DEMO_CUSTOMER.email])),
    ).toEqual([]);
    expect(mediaFolders(t)).toEqual([]);
    await t.app.db.delete(works);
  }, 60_000);

  it('credits the configured superuser instead of making a demo one', async () => {
    const result = await seedDemo(t.app, { pictureWidth: 240 });
    expect(result.seeded).toBe(true);
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(await t.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toEqual([]);
    const authors = await t.app.db.select({ userId: works.userId }).from(works);
    expect(authors.every((w) => w.userId === owner.id)).toBe(true);
    expect(result.logins).toEqual([
      { role: 'admin', email: 'owner@example.com', password: null },
      { role: 'customer', email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    ]);
    expect(describeDemo(result, 'http://x/')).toContain('owner@example.com  password: (the ADMIN_PASSWORD you set)');
  }, 60_000);
});
