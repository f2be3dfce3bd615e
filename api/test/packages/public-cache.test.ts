// Public reads come from memory (api/src/http/answer-cache.ts): every kind of catalogue write must show in the next
// read and change its ETag; a client holding the answer gets 304; compressed answers are the same bytes.
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { AnswerCache } from '../../src/http/answer-cache.ts';
import { ViewCounts } from '../../src/packages/views.ts';
import { Scheduler } from '../../src/scheduler/scheduler.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let kitchens: { id: number; slug: string };
let bathrooms: { id: number; slug: string };

/** A GET with the raw headers and bytes (fetch would ask for and undo compression itself). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    get(`${t.api.base}/${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') out.set(name, value);
        resolve({ status: response.statusCode!, headers: out, bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** The answer and ETag of a read. */
async function read(path: string) {
  const res = await t.api.get(path);
  return { status: res.status, body: res.body, etag: res.headers.get('etag') };
}

async function makeCategory(title: string) {
  const res = await t.api.post('category/create/', form({ title, details: `${title} details`, image: await image() }), admin.token);
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

async function makePackage(title: string, category: number) {
  const res = await t.api.post(
    'author/dashboard/post-create/',
    form({ user_id: admin.id, title, price_per_unit: '1200', image: await image(), category }),
    admin.token,
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

/** Runs `write` and checks that each read in `paths` answers differently afterwards, under a new ETag. */
async function expectChanged(paths: string[], write: () => Promise<{ status: number; body?: unknown } | undefined>) {
  const before = await Promise.all(paths.map(read));
  // Read twice: the second comes from memory and must be the same answer.
  expect(await Promise.all(paths.map(read))).toEqual(before);
  const written = await write();
  if (written) expect(written.status, JSON.stringify(written.body)).toBeLessThan(300);
  const after = await Promise.all(paths.map(read));
  for (const [i, path] of paths.entries()) {
    expect(after[i].body, path).not.toEqual(before[i].body);
    expect(after[i].etag, path).not.toBe(before[i].etag);
  }
  return after;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  kitchens = await makeCategory('Kitchens');
  bathrooms = await makeCategory('Bathrooms');
});
afterAll(() => t.close());

describe('every catalogue write shows in the next public read', () => {
  it('package create, update, image change, category change and delete', async () => {
    let pkg = { id: 0, slug: '' };
    await expectChanged(['post/lists/', 'project/list/', `post/category/posts/${kitchens.slug}/`], async () => {
      pkg = await makePackage('Marble Kitchen', kitchens.id);
      return undefined;
    });
    const detail = `post/detail/${pkg.slug}/`;
    const update = (fields: Record<string, string | number | Buffer>) =>
      t.api.patch(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, form({ user_id: admin.id, ...fields }), admin.token);

    await expectChanged([detail, 'post/lists/'], () => update({ title: 'Marble Kitchen Deluxe' }));
    const [withImage] = await expectChanged([detail], async () => update({ image: await image('png', 80, 60) }));
    expect(withImage.body.images.image.width).toBe(80);
    await expectChanged([detail, `post/category/posts/${kitchens.slug}/`, `post/category/posts/${bathrooms.slug}/`], () =>
      update({ category: bathrooms.id }),
    );
    expect((await read(`post/category/posts/${bathrooms.slug}/`)).body.map((p: { id: number }) => p.id)).toContain(pkg.id);

    await expectChanged(['post/lists/', `post/category/posts/${bathrooms.slug}/`], () =>
      t.api.delete(`author/dashboard/post-delete/${admin.id}/${pkg.id}/`, admin.token),
    );
    expect((await read(detail)).status).toBe(404);
  });

  it('component add and remove', async () => {
    const pkg = await makePackage('Walk-in Shower', bathrooms.id);
    const detail = `post/detail/${pkg.slug}/`;
    let component = 0;
    const [added] = await expectChanged([detail, 'post/lists/'], async () => {
      const res = await t.api.post('post/comment-post/', { post_id: pkg.id, title: 'Glass screen', description: '8 mm tempered' }, admin.token);
      component = res.body.id;
      return res;
    });
    expect(added.body.comments.map((c: { title: string }) => c.title)).toEqual(['Glass screen']);
    const [removed] = await expectChanged([detail], () => t.api.delete(`admin/components/${component}`, admin.token));
    expect(removed.body.comments).toEqual([]);
  });

  it('category update shows in the category list and in its packages', async () => {
    const pkg = await makePackage('Pantry Cabinets', kitchens.id);
    const [list, detail] = await expectChanged(['category/list/', `post/detail/${pkg.slug}/`], () =>
      t.api.put(`category/update/${kitchens.id}/`, form({ title: 'Kitchens and Pantries', details: 'Cabinets and storage' }), admin.token),
    );
    expect(list.body.find((c: { id: number }) => c.id === kitchens.id).title).toBe('Kitchens and Pantries');
    expect(detail.body.category.title).toBe('Kitchens and Pantries');
  });

  it('an edit of an Arabic text alone, in a category, a package and a work', async () => {
    const pkg = await makePackage('Oak Wardrobe', bathrooms.id);
    const [list, detail] = await expectChanged(['category/list/', `post/detail/${pkg.slug}/`], () =>
      t.api.put(`category/update/${bathrooms.id}/`, form({ title: 'Bathrooms', details: 'Bathrooms details', title_ar: 'حمامات' }), admin.token),
    );
    expect(list.body.find((c: { id: number }) => c.id === bathrooms.id).title_ar).toBe('حمامات');
    expect(detail.body.category.title_ar).toBe('حمامات');
    const [edited] = await expectChanged([`post/detail/${pkg.slug}/`, 'post/lists/'], () =>
      t.api.patch(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, form({ user_id: admin.id, description_ar: 'دولاب خشب بلوط' }), admin.token),
    );
    expect(edited.body.description_ar).toBe('دولاب خشب بلوط');
    const work = (
      await t.api.post(
        'ourwork/create/',
        form({ user_id: admin.id, title: 'Maadi Villa', description: 'Finishing.', thumbnail: await image() }),
        admin.token,
      )
    ).body;
    const [workDetail] = await expectChanged([`ourwork/detail/${work.slug}/`, 'ourwork/list/'], () =>
      t.api.put(`admin/works/${work.id}`, { title: 'Maadi Villa', title_ar: 'فيلا المعادي' }, admin.token),
    );
    expect(workDetail.body.title_ar).toBe('فيلا المعادي');
  });

  it('work create, update and delete', async () => {
    let work = { id: 0, slug: '' };
    await expectChanged(['ourwork/list/'], async () => {
      const res = await t.api.post(
        'ourwork/create/',
        form({ user_id: admin.id, title: 'Zamalek Flat', description: 'Full finishing.', thumbnail: await image() }),
        admin.token,
      );
      work = res.body;
      return res;
    });
    await expectChanged([`ourwork/detail/${work.slug}/`, 'ourwork/list/'], () =>
      t.api.patch(`ourwork/update/${admin.id}/${work.id}/`, form({ user_id: admin.id, title: 'Zamalek Penthouse' }), admin.token),
    );
    await expectChanged(['ourwork/list/'], () => t.api.delete(`ourwork/delete/${admin.id}/${work.id}/`, admin.token));
    expect((await read(`ourwork/detail/${work.slug}/`)).status).toBe(404);
  });

  it('keeps no answer that was being built while a change landed', async () => {
    const cache = new AnswerCache();
    const stale = await cache.answer('key', async () => {
      cache.invalidate();
      return { body: '"before the change"', headers: {} };
    });
    // The request that built it gets it; the next one builds afresh.
    expect(stale.body.toString()).toBe('"before the change"');
    const fresh = await cache.answer('key', async () => ({ body: '"after the change"', headers: {} }));
    expect(fresh.body.toString()).toBe('"after the change"');
    expect((await cache.answer('key', async () => ({ body: '"not asked"', headers: {} }))).body.toString()).toBe('"after the change"');
  });
});

describe('conditional and compressed answers', () => {
  it('answers 304 to a matching If-None-Match, and the full answer to another tag', async () => {
    const first = await raw('category/list/');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await raw('category/list/', { 'if-none-match': tag });
      expect(again.status, tag).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const other = await raw('category/list/', { 'if-none-match': 'W/"not-this-one"' });
    expect(other.status).toBe(200);
    expect(other.bytes).toEqual(first.bytes);
  });

  it('sends the same answer in brotli, gzip and uncompressed', async () => {
    for (let i = 0; i < 12; i++) await makePackage(`Compressed Package ${i}`, kitchens.id);
    const plain = await raw('post/lists/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const br = await raw('post/lists/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    const gz = await raw('post/lists/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes)).toEqual(plain.bytes);
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(new Set([plain, br, gz].map((r) => r.headers.get('etag'))).size).toBe(1);
  });

  it("tells shared caches that the answer depends on the caller's Origin (CORS) as well as its encodings", async () => {
    const site = new URL(t.config.siteUrl).origin;
    for (let i = 0; i < 2; i++) {
      const fromSite = await raw('category/list/', { origin: site });
      expect(fromSite.headers.get('access-control-allow-origin')).toBe(site);
      expect(
        fromSite.headers
          .get('vary')
          ?.split(/\s*,\s*/)
          .sort(),
      ).toEqual(['Accept-Encoding', 'Origin']);
      const elsewhere = await raw('category/list/');
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
      expect(
        elsewhere.headers
          .get('vary')
          ?.split(/\s*,\s*/)
          .sort(),
      ).toEqual(['Accept-Encoding', 'Origin']);
    }
  });

  it('keeps one entry whatever unknown query parameters are sent', async () => {
    await read('ourwork/list/');
    const size = t.app.publicCache.size;
    for (let i = 0; i < 20; i++) expect((await read(`ourwork/list/?cachebuster=${i}`)).status).toBe(200);
    expect(t.app.publicCache.size).toBe(size);
  });
});

describe('view counts', () => {
  it('reach the database on their own every VIEW_FLUSH_MS', async () => {
    const pkg = await makePackage('Entrance Hall', kitchens.id);
    let flushed = 0;
    const counts = new ViewCounts({ db: t.app.db, log: t.app.log, onFlushed: () => flushed++ });
    // As the app's package-views job (scheduler/jobs.ts) does every VIEW_FLUSH_MS.
    const scheduler = new Scheduler({ database: { db: t.app.db, kind: usePostgres ? 'postgres' : 'pglite' }, log: t.app.log });
    scheduler.add({ name: 'package-views', every: 50, run: () => counts.flush() }).start();
    try {
      for (let i = 0; i < 3; i++) counts.record(pkg.slug);
      await vi.waitFor(
        async () => {
          const [row] = await t.app.db.select({ view: schema.packages.view }).from(schema.packages).where(eq(schema.packages.id, pkg.id));
          expect(row.view).toBe(3);
          // The flush tells of itself after its transaction: the count may be read between the commit and the call.
          expect(flushed).toBe(1);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await scheduler.stop();
      await counts.close();
    }
  });

  it('are kept when the database refuses them, and written on the next flush', async () => {
    const pkg = await makePackage('Laundry Room', kitchens.id);
    await t.app.views.flush();
    await t.api.get(`post/detail/${pkg.slug}/`);
    await t.api.get(`post/detail/${pkg.slug}/`);
    // A real refusal: the column briefly does not accept the write.
    await t.app.db.execute(sql`alter table packages add constraint views_frozen check (view = 0) not valid`);
    await expect(t.app.views.flush()).rejects.toThrow();
    await t.app.db.execute(sql`alter table packages drop constraint views_frozen`);
    expect(await t.app.views.flush()).toBe(2);
    const [row] = await t.app.db.select({ view: schema.packages.view }).from(schema.packages).where(eq(schema.packages.id, pkg.id));
    expect(row.view).toBe(2);
  });
});
