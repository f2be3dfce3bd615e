// Uploaded images in an S3-compatible bucket (MEDIA_S3_BUCKET): the API answers URLs under MEDIA_PUBLIC_URL, the bucket
// serves every width, replaced and deleted images leave no objects, and a store that is down fails the upload
// cleanly, with the database unchanged.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { categories } from '../../src/db/schema.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestS3Server } from '../s3.ts';

const PREFIX = 'uploads';
let s3: TestS3Server;
let t: TestApp;
let admin: TestUser;
let publicUrl: string;
let category: { id: number };
// A stand-in for admin/dist, to read the policy the console is served under.
const adminDir = mkdtempSync(join(tmpdir(), 'fitout-admin-'));
writeFileSync(join(adminDir, 'index.html'), '<!doctype html><div id="root"></div>');

/** The key an image URL names (`<public>/<prefix>/<key>/<width>.webp`). */
const keyOf = (url: string) => url.slice(`${publicUrl}/${PREFIX}/`.length).split('/')[0];
/** The bucket's objects for one image. */
const objectsOf = (url: string) => s3.objects(`${PREFIX}/${keyOf(url)}/`);
const widthsIn = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]);

beforeAll(async () => {
  s3 = await TestS3Server.start();
  publicUrl = s3.bucketUrl;
  t = await startTestApp({ adminDir }, { ...s3.env, MEDIA_PUBLIC_URL: publicUrl, MEDIA_S3_PREFIX: PREFIX });
  admin = await createUser(t.app, { superuser: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(adminDir, { recursive: true, force: true });
});

describe('the demo seed with images in a bucket', () => {
  it('stores every picture in the bucket, and the answers point there', async () => {
    const result = await seedDemo(t.app, { pictureWidth: 240 });
    expect(result.seeded).toBe(true);
    // 6 categories, 16 packages, 8 works of 5 pictures; one width each at this size.
    expect(await s3.objects(`${PREFIX}/`)).toHaveLength(6 + 16 + 8 * 5);
    const list = await t.api.get('category/list/');
    for (const row of list.body) {
      expect(row.image.startsWith(`${publicUrl}/${PREFIX}/`)).toBe(true);
      expect((await fetch(row.image)).status).toBe(200);
    }
    category = list.body[0];
  }, 120_000);
});

describe('an image uploaded through the console', () => {
  let pkg: { id: number; image: string; images: { image: { srcset: string } } };

  it('is answered with a URL under MEDIA_PUBLIC_URL; the bucket serves every width as immutable WebP', async () => {
    const res = await t.api.post(
      'admin/packages',
      form({ title: 'Bucket Package', price_per_unit: '1000', category: category.id, image: await image('png', 1200, 900) }),
      admin.token,
    );
    expect(res.status).toBe(201);
    pkg = res.body;
    expect(pkg.image).toMatch(new RegExp(`^${publicUrl}/${PREFIX}/[0-9a-f]{24}-1200x900/1200\\.webp$`));

    const urls = widthsIn(pkg.images.image.srcset);
    expect(urls.map((url) => url.slice(url.lastIndexOf('/') + 1))).toEqual(['320.webp', '640.webp', '1024.webp', '1200.webp']);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}.webp`).toBe(url.slice(url.lastIndexOf('/') + 1));
    }
    expect(await objectsOf(pkg.image)).toEqual(urls.map((url) => url.slice(`${publicUrl}/`.length)).sort());
  });

  it('is kept nowhere on this server: no media folder, no /media/ route', async () => {
    expect(existsSync(join(t.config.dataDir, 'media'))).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/media/*' })).toBe(false);
  });

  it('is shown by the console this API serves: its policy allows images from MEDIA_PUBLIC_URL, and only images', async () => {
    const csp = (await fetch(`${t.url}/admin/`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('img-src').split(' ')).toContain(new URL(publicUrl).origin);
    expect(directive('connect-src').split(' ')).not.toContain(new URL(publicUrl).origin);
  });

  it('leaves no object behind once replaced by a new image', async () => {
    const old = pkg.image;
    const res = await t.api.put(`admin/packages/${pkg.id}`, form({ image: await image('jpeg', 700, 500) }), admin.token);
    expect(res.status).toBe(200);
    expect(res.body.image).not.toBe(old);
    expect(await objectsOf(old)).toEqual([]);
    expect((await fetch(old)).status).toBe(404);
    expect(await objectsOf(res.body.image)).toHaveLength(3);
    expect((await fetch(res.body.image)).status).toBe(200);
    pkg = res.body;
  });

  it('leaves no object behind once its record is deleted', async () => {
    expect((await t.api.delete(`admin/packages/${pkg.id}`, admin.token)).status).toBe(200);
    expect(await objectsOf(pkg.image)).toEqual([]);

    const work = await t.api.post(
      'admin/works',
      form({ title: 'Bucket Work', description: 'd', thumbnail: await image(), image1: await image('png', 800, 600), image2: await image() }),
      admin.token,
    );
    expect(work.status).toBe(201);
    const urls = [work.body.thumbnail, work.body.image1, work.body.image2];
    for (const url of urls) expect(await objectsOf(url)).not.toEqual([]);
    expect((await t.api.delete(`admin/works/${work.body.id}`, admin.token)).status).toBe(200);
    for (const url of urls) expect(await objectsOf(url)).toEqual([]);
  });
});

describe('a bucket that cannot be reached', () => {
  const categoryCount = async () => (await t.app.db.select({ n: count() }).from(categories))[0].n;

  it('fails an upload with 503 and the usual error body, and changes nothing in the database', async () => {
    const kept = (await t.api.post('admin/categories', form({ title: 'Kept', details: 'd', image: await image() }), admin.token)).body;
    const objects = await s3.objects();
    const before = await categoryCount();
    await s3.stop();
    try {
      const created = await t.api.post('admin/categories', form({ title: 'Store Down', details: 'd', image: await image() }), admin.token);
      expect(created.status).toBe(503);
      expect(created.body).toEqual({
        code: 'server.media_unavailable',
        detail: apiMessages.mediaStorageUnavailable,
        request_id: created.headers.get('x-request-id'),
      });
      expect(created.headers.get('retry-after')).toBeTruthy();
      expect(await categoryCount()).toBe(before);

      const replaced = await t.api.put(`admin/categories/${kept.id}`, form({ title: 'Kept', details: 'd', image: await image('jpeg') }), admin.token);
      expect(replaced.status).toBe(503);
      expect((await t.api.get(`admin/categories/${kept.id}`, admin.token)).body.image).toBe(kept.image);
    } finally {
      await s3.start();
    }
    expect(await s3.objects()).toEqual(objects);
    expect((await fetch(kept.image)).status).toBe(200);

    const again = await t.api.post('admin/categories', form({ title: 'Store Down', details: 'd', image: await image() }), admin.token);
    expect(again.status).toBe(201);
    expect((await fetch(again.body.image)).status).toBe(200);
  }, 60_000);
});
