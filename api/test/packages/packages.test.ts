import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/db/schema.ts';
import * as service from '../../src/packages/service.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

const REQUIRED = 'All Fields Are Required To Create A Package';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;
let kitchens: { id: number; title: string; slug: string };
let bathrooms: { id: number; title: string; slug: string };

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const disguised = Buffer.from('GIF89a this is not a png at all');

async function makeCategory(title: string) {
  const res = await t.api.post('category/create/', form({ title, details: `${title} details`, image: await image() }), admin.token);
  expect(res.status).toBe(201);
  return { id: res.body.id as number, title: res.body.title as string, slug: res.body.slug as string };
}

async function makePackage(fields: Record<string, string | number | Buffer | undefined> = {}, token = admin.token) {
  const res = await t.api.post(
    'author/dashboard/post-create/',
    form({ user_id: admin.id, title: 'Gold Package', price_per_unit: '1500.50', image: await image(), category: kitchens.id, ...fields }),
    token,
  );
  return res;
}

const mediaKeys = () => {
  const dir = join(t.config.dataDir, 'media');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const allPackages = async () => (await t.api.get('project/list/')).body as { id: number; title: string; slug: string; view: number }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  otherAdmin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  kitchens = await makeCategory('Kitchens');
  bathrooms = await makeCategory('Bathrooms');
});
afterAll(() => t.close());

describe('creating a package (author/dashboard/post-create/)', () => {
  it('stores it with its image, the category, an "Active" status and a slug from the title', async () => {
    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await makePackage({ description: 'Full kitchen. Cabinets included.', tags: 'kitchen,modern' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Gold Package',
      slug: 'gold-package',
      price_per_unit: 1500.5,
      description: 'Full kitchen. Cabinets included.',
      tags: 'kitchen,modern',
      category: kitchens,
      post_status: 'Active',
      view: 0,
      user_id: admin.id,
      comments: [],
    });
    expect(new Date(res.body.date).toISOString()).toBe(res.body.date);
    expect(res.body.image).toMatch(new RegExp(`^${t.url}/media/[0-9a-f]{24}-64x48/64\\.webp$`));
    expect(res.body.images.image.url).toBe(res.body.image);
    expect((await fetch(res.body.image)).status).toBe(200);
    // Publishing is told which package to read again.
    expect(publish).toHaveBeenCalledWith('package created', [`package:${res.body.id}`]);
    publish.mockRestore();

    const detail = await t.api.get(`post/detail/${res.body.slug}/`);
    expect(detail.body).toMatchObject({ id: res.body.id, title: 'Gold Package', category: kitchens });
  });

  it('makes the slug unique with -2, -3 and keeps the status it is given', async () => {
    const second = await makePackage({ title: 'Gold  package!', post_status: 'Draft' });
    const third = await makePackage({ title: 'gold package' });
    expect(second.status).toBe(201);
    expect(second.body.slug).toBe('gold-package-2');
    expect(second.body.post_status).toBe('Draft');
    expect(third.body.slug).toBe('gold-package-3');
  });

  it('gives concurrent packages with the same title distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => makePackage({ title: 'Rush Order' })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.slug).sort()).toEqual(['rush-order', 'rush-order-2', 'rush-order-3', 'rush-order-4']);
  });

  it('transliterates an Arabic title into the slug, and gives a title with no letters or digits a "package" slug', async () => {
    const first = await makePackage({ title: 'باقة ذهبية' });
    expect(first.status).toBe(201);
    expect(first.body.title).toBe('باقة ذهبية');
    expect(first.body.slug).toBe('baqt-dhhbyt');
    const second = await makePackage({ title: '★ ★' });
    const third = await makePackage({ title: '!!!' });
    expect([second.body.slug, third.body.slug]).toEqual(['package', 'package-2']);
    expect((await t.api.get(`post/detail/${third.body.slug}/`)).body.title).toBe('!!!');
  });

  it('refuses visitors, customers and a user_id that is not the caller', async () => {
    const before = await allPackages();
    const files = mediaKeys();
    expect((await t.api.post('author/dashboard/post-create/', form({ title: 'Nope', price_per_unit: 1, category: kitchens.id }))).status).toBe(401);
    expect((await makePackage({ user_id: customer.id }, customer.token)).status).toBe(403);
    const someoneElse = await makePackage({ user_id: otherAdmin.id });
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body).toEqual({ code: 'auth.not_your_user', detail: 'user_id does not match the signed-in account.' });
    expect(await allPackages()).toEqual(before);
    expect(mediaKeys()).toEqual(files);
  });

  it('answers the spec message for each missing required field, and changes nothing', async () => {
    const before = await allPackages();
    const files = mediaKeys();
    const res = await t.api.post('author/dashboard/post-create/', form({ user_id: admin.id, title: '  ', description: 'x' }), admin.token);
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ title: [REQUIRED], price_per_unit: [REQUIRED], category: [REQUIRED], image: [REQUIRED] });

    const noImage = await makePackage({ image: undefined });
    expect(noImage.status).toBe(400);
    expect(messagesOf(noImage.body)).toEqual({ image: [REQUIRED] });
    expect(await allPackages()).toEqual(before);
    expect(mediaKeys()).toEqual(files);
  });

  it('refuses a price that is not a number, an unknown category and files that are not JPEG, PNG or WebP', async () => {
    const before = await allPackages();
    const files = mediaKeys();

    const price = await makePackage({ price_per_unit: 'twelve' });
    expect(price.status).toBe(400);
    expect(messagesOf(price.body)).toEqual({ price_per_unit: ['A valid number is required.'] });
    expect((await makePackage({ price_per_unit: '-5' })).status).toBe(400);

    const category = await makePackage({ category: 999_999 });
    expect(category.status).toBe(400);
    expect(messagesOf(category.body)).toEqual({ category: ['Invalid pk "999999" - object does not exist.'] });
    expect(messagesOf((await makePackage({ category: 'kitchens' })).body)).toEqual({ category: ['A valid integer is required.'] });

    for (const file of [svg, disguised, await image('gif')]) {
      const res = await makePackage({ title: 'Bad image', image: file });
      expect(res.status).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['image']);
    }
    const text = await t.api.post(
      'author/dashboard/post-create/',
      form({ user_id: admin.id, title: 'Text image', price_per_unit: 1, category: kitchens.id, image: 'http://example.com/a.png' }),
      admin.token,
    );
    expect(text.status).toBe(400);
    expect(Object.keys(messagesOf(text.body))).toEqual(['image']);

    const json = await t.api.request('POST', 'author/dashboard/post-create/', {
      body: '{"title": "Broken',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);

    expect(await allPackages()).toEqual(before);
    expect(mediaKeys()).toEqual(files);
  });
});

describe('reading packages', () => {
  let spa: { id: number; slug: string };
  let shower: { id: number; slug: string };

  beforeAll(async () => {
    spa = (await makePackage({ title: 'Spa Bathroom', category: bathrooms.id })).body;
    shower = (await makePackage({ title: 'Shower Room', category: bathrooms.id })).body;
  });

  it('counts a view on each detail read, concurrent ones included, and writes the counts to the database', async () => {
    await t.app.views.flush();
    const first = await t.api.get(`post/detail/${spa.slug}/`);
    expect(first.status).toBe(200);
    expect(first.body.view).toBe(0);
    const reads = await Promise.all(Array.from({ length: 10 }, () => t.api.get(`post/detail/${spa.slug}/`)));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    // Answered from memory until the counts are written (every VIEW_FLUSH_MS, and when the server closes).
    expect((await t.api.get(`post/detail/${spa.slug}/`)).body.view).toBe(0);
    expect(await t.app.views.flush()).toBe(12);
    const [stored] = await t.app.db.select({ view: schema.packages.view }).from(schema.packages).where(eq(schema.packages.id, spa.id));
    expect(stored.view).toBe(12);
    expect((await t.api.get(`post/detail/${spa.slug}/`)).body.view).toBe(12);
    expect((await allPackages()).find((p) => p.id === spa.id)?.view).toBe(12);
    // An unknown slug counts nothing.
    expect((await t.api.get('post/detail/no-such-package/')).status).toBe(404);
    expect(await t.app.views.flush()).toBe(1);
  });

  it('lists post/lists/ most viewed first, then by id; project/list/ by id', async () => {
    // Two reads put it ahead of every package read once, whatever its id.
    await t.api.get(`post/detail/${shower.slug}/`);
    await t.api.get(`post/detail/${shower.slug}/`);
    await t.app.views.flush();
    const byView = (await t.api.get('post/lists/')).body as { id: number; view: number }[];
    expect(byView[0].id).toBe(spa.id);
    expect(byView[1].id).toBe(shower.id);
    const expected = [...byView].sort((a, b) => b.view - a.view || a.id - b.id).map((p) => p.id);
    expect(byView.map((p) => p.id)).toEqual(expected);

    const byId = (await allPackages()).map((p) => p.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect(new Set(byId)).toEqual(new Set(expected));
  });

  it('lists the packages of a category by its slug', async () => {
    const res = await t.api.get(`post/category/posts/${bathrooms.slug}/`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([spa.id, shower.id]);
    expect(res.body.every((p: { category: { slug: string } }) => p.category.slug === bathrooms.slug)).toBe(true);

    const empty = await makeCategory('Doors');
    expect((await t.api.get(`post/category/posts/${empty.slug}/`)).body).toEqual([]);
    expect((await t.api.get('post/category/posts/no-such-category/')).status).toBe(404);
  });

  it('pages every list with ?page=&page_size=', async () => {
    const all = (await t.api.get('post/lists/')).body;
    const first = await t.api.get('post/lists/?page=1&page_size=2');
    expect(first.body.count).toBe(all.length);
    expect(first.body.results).toEqual(all.slice(0, 2));
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    const second = await t.api.get('post/lists/?page=2&page_size=2');
    expect(second.body.results).toEqual(all.slice(2, 4));

    const category = await t.api.get(`post/category/posts/${bathrooms.slug}/?page=2&page_size=1`);
    expect(category.body).toMatchObject({ count: 2, next: null });
    expect(category.body.results.map((p: { id: number }) => p.id)).toEqual([shower.id]);
    expect((await t.api.get('project/list/?page_size=1')).body.results).toHaveLength(1);
    expect((await t.api.get('project/list/?page=0')).status).toBe(400);
  });

  it('answers only the packages asked for with ?id= (publishing reads what a change touched), by id; one gone is left out', async () => {
    const ids = (await allPackages()).map((p) => p.id);
    const asked = await t.api.get(`project/list/?id=${ids[2]},${ids[0]},999999&page=1&page_size=100`);
    expect(asked.body).toMatchObject({ count: 2, next: null });
    expect(asked.body.results.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[2]]);
    expect(asked.body.results[0]).toEqual((await allPackages())[0]);
    for (const bad of ['', 'a', '1,,2', '0', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect((await t.api.get(`project/list/?id=${bad}`)).status, `?id=${bad}`).toBe(400);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await t.api.get('post/detail/no-such-package/')).status).toBe(404);
  });
});

describe('components (post/comment-post/)', () => {
  let pkg: { id: number; slug: string };
  beforeAll(async () => {
    pkg = (await makePackage({ title: 'Component Host' })).body;
  });

  it('adds a component that the package answers carry', async () => {
    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await t.api.post(
      'post/comment-post/',
      { post_id: pkg.id, name: 'Admin', title: 'Ceramic tiles', description: 'Floor tiles. Wall tiles.', email: 'a@example.com', comment: '' },
      admin.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      post_id: pkg.id,
      name: 'Admin',
      title: 'Ceramic tiles',
      description: 'Floor tiles. Wall tiles.',
      email: 'a@example.com',
      comment: '',
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.date).toISOString()).toBe(res.body.date);
    expect(publish).toHaveBeenCalledWith('component created', [`package:${pkg.id}`]);
    publish.mockRestore();

    expect((await t.api.get(`post/detail/${pkg.slug}/`)).body.comments).toEqual([res.body]);
    const listed = (await t.api.get('project/list/')).body.find((p: { id: number }) => p.id === pkg.id);
    expect(listed.comments).toEqual([res.body]);
  });

  it('requires title and description, a known package, and a superuser', async () => {
    const count = async () => (await t.api.get(`post/detail/${pkg.slug}/`)).body.comments.length;
    const before = await count();

    const missing = await t.api.post('post/comment-post/', { post_id: pkg.id, title: '', name: 'x' }, admin.token);
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({
      title: ['All Fields Are Required To Create A Component'],
      description: ['All Fields Are Required To Create A Component'],
    });

    const unknown = await t.api.post('post/comment-post/', { post_id: 999_999, title: 't', description: 'd' }, admin.token);
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown.body)).toEqual({ post_id: ['Invalid pk "999999" - object does not exist.'] });
    expect(messagesOf((await t.api.post('post/comment-post/', { title: 't', description: 'd' }, admin.token)).body)).toEqual({
      post_id: ['This field is required.'],
    });

    const body = { post_id: pkg.id, title: 't', description: 'd' };
    expect((await t.api.post('post/comment-post/', body)).status).toBe(401);
    expect((await t.api.post('post/comment-post/', body, customer.token)).status).toBe(403);

    const broken = await t.api.request('POST', 'post/comment-post/', {
      body: '{"post_id": 1,',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('the author dashboard (post-detail, post-delete)', () => {
  it('loads a package for edit without counting a view, for its own user_id only', async () => {
    const pkg = (await makePackage({ title: 'Edit Me' })).body;
    const res = await t.api.get(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(pkg);
    expect((await t.api.get(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, admin.token)).body.view).toBe(0);

    expect((await t.api.get(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`)).status).toBe(401);
    expect((await t.api.get(`author/dashboard/post-detail/${customer.id}/${pkg.id}/`, customer.token)).status).toBe(403);
    expect((await t.api.get(`author/dashboard/post-detail/${otherAdmin.id}/${pkg.id}/`, admin.token)).status).toBe(403);
    expect((await t.api.get(`author/dashboard/post-detail/${admin.id}/999999/`, admin.token)).status).toBe(404);
    expect((await t.api.get(`author/dashboard/post-detail/${admin.id}/abc/`, admin.token)).status).toBe(400);
  });

  it('updates only the fields sent, keeping the image and the slug', async () => {
    const pkg = (await makePackage({ title: 'Silver Package', description: 'Basic', tags: 'a' })).body;
    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await t.api.patch(
      `author/dashboard/post-detail/${admin.id}/${pkg.id}/`,
      form({ user_id: admin.id, title: 'Silver Plus', price_per_unit: '2000', category: bathrooms.id }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: pkg.id,
      title: 'Silver Plus',
      slug: pkg.slug,
      price_per_unit: 2000,
      category: bathrooms,
      description: 'Basic',
      tags: 'a',
      image: pkg.image,
      post_status: 'Active',
    });
    expect(publish).toHaveBeenCalledWith('package updated', [`package:${pkg.id}`]);
    publish.mockRestore();
    expect((await t.api.get(`post/detail/${pkg.slug}/`)).body.title).toBe('Silver Plus');
  });

  it('replaces the image only when a file is sent, removing the old file', async () => {
    const pkg = (await makePackage({ title: 'Image Swap' })).body;
    const kept = await t.api.patch(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, form({ title: 'Image Swap', image: '' }), admin.token);
    expect(kept.body.image).toBe(pkg.image);

    const swapped = await t.api.patch(
      `author/dashboard/post-detail/${admin.id}/${pkg.id}/`,
      form({ image: await image('jpeg', 80, 80) }),
      admin.token,
    );
    expect(swapped.status).toBe(200);
    expect(swapped.body.image).toMatch(/-80x80\/80\.webp$/);
    expect((await fetch(swapped.body.image)).status).toBe(200);
    expect((await fetch(pkg.image)).status).toBe(404);
  });

  it('refuses blanked or invalid fields and foreign user_ids, changing nothing', async () => {
    const pkg = (await makePackage({ title: 'Steady' })).body;
    const path = `author/dashboard/post-detail/${admin.id}/${pkg.id}/`;
    const files = mediaKeys();

    const blank = await t.api.patch(path, form({ title: ' ', price_per_unit: '' }), admin.token);
    expect(blank.status).toBe(400);
    expect(messagesOf(blank.body)).toEqual({ title: [REQUIRED], price_per_unit: [REQUIRED] });
    expect(messagesOf((await t.api.patch(path, form({ price_per_unit: 'cheap' }), admin.token)).body)).toEqual({
      price_per_unit: ['A valid number is required.'],
    });
    expect(messagesOf((await t.api.patch(path, form({ category: 999_999 }), admin.token)).body)).toEqual({
      category: ['Invalid pk "999999" - object does not exist.'],
    });
    for (const file of [svg, disguised]) {
      const res = await t.api.patch(path, form({ title: 'Changed', image: file }), admin.token);
      expect(res.status).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['image']);
    }
    const broken = await t.api.request('PATCH', path, { body: '{"title":', token: admin.token, headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);

    expect((await t.api.patch(path, form({ title: 'Changed' }))).status).toBe(401);
    expect((await t.api.patch(`author/dashboard/post-detail/${customer.id}/${pkg.id}/`, form({ title: 'Changed' }), customer.token)).status).toBe(
      403,
    );
    expect((await t.api.patch(`author/dashboard/post-detail/${otherAdmin.id}/${pkg.id}/`, form({ title: 'Changed' }), admin.token)).status).toBe(403);
    expect((await t.api.patch(path, form({ user_id: otherAdmin.id, title: 'Changed' }), admin.token)).status).toBe(403);
    expect((await t.api.patch(`author/dashboard/post-detail/${admin.id}/999999/`, form({ title: 'Changed' }), admin.token)).status).toBe(404);

    expect((await t.api.get(path, admin.token)).body).toEqual(pkg);
    expect(mediaKeys()).toEqual(files);
  });

  it('accepts a JSON update that sends back the category object it read', async () => {
    const pkg = (await makePackage({ title: 'Json Edit' })).body;
    const res = await t.api.patch(
      `author/dashboard/post-detail/${admin.id}/${pkg.id}/`,
      { ...pkg, title: 'Json Edited', category: bathrooms },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Json Edited', category: bathrooms, image: pkg.image, slug: pkg.slug });
  });

  it('deletes a package with its components and image files', async () => {
    const pkg = (await makePackage({ title: 'Short Lived' })).body;
    await t.api.post('post/comment-post/', { post_id: pkg.id, title: 'Part', description: 'Goes too' }, admin.token);
    const path = `author/dashboard/post-delete/${admin.id}/${pkg.id}/`;

    expect((await t.api.delete(path)).status).toBe(401);
    expect((await t.api.delete(`author/dashboard/post-delete/${customer.id}/${pkg.id}/`, customer.token)).status).toBe(403);
    expect((await t.api.delete(`author/dashboard/post-delete/${otherAdmin.id}/${pkg.id}/`, admin.token)).status).toBe(403);
    expect((await t.api.get(`post/detail/${pkg.slug}/`)).status).toBe(200);

    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await t.api.delete(path, admin.token);
    expect(res.status).toBe(204);
    expect(publish).toHaveBeenCalledWith('package deleted', [`package:${pkg.id}`]);
    publish.mockRestore();

    expect((await t.api.get(`post/detail/${pkg.slug}/`)).status).toBe(404);
    expect((await allPackages()).some((p) => p.id === pkg.id)).toBe(false);
    expect((await fetch(pkg.image)).status).toBe(404);
    const orphan = await t.api.post('post/comment-post/', { post_id: pkg.id, title: 't', description: 'd' }, admin.token);
    expect(messagesOf(orphan.body)).toEqual({ post_id: [`Invalid pk "${pkg.id}" - object does not exist.`] });
    expect((await t.api.delete(path, admin.token)).status).toBe(404);
  });

  it('keeps a category that still has packages', async () => {
    const res = await t.api.delete(`category/delete/${kitchens.id}/`, admin.token);
    expect(res.status).toBe(409);
    expect((await t.api.get(`post/category/posts/${kitchens.slug}/`)).body.length).toBeGreaterThan(0);
  });
});

describe('component services the admin face uses', () => {
  it('update only the fields given, refuse blanks and unknown packages, and answer a deleted component as it was', async () => {
    const pkg = (await makePackage({ title: 'Service Host' })).body;
    const other = (await makePackage({ title: 'Service Other' })).body;
    const created = await service.createComponent(t.app, { post_id: pkg.id, title: 'Paint', description: 'Two coats' });

    const updated = await service.updateComponent(t.app, created.id, { description: 'Three coats', post_id: String(other.id) });
    expect(service.componentOut(updated)).toMatchObject({ id: created.id, title: 'Paint', description: 'Three coats', post_id: other.id });
    expect((await service.listComponents(t.app, other.id)).map((c) => c.id)).toEqual([created.id]);
    expect(await service.listComponents(t.app, pkg.id)).toEqual([]);

    await expect(service.updateComponent(t.app, created.id, { title: ' ' })).rejects.toMatchObject({
      fields: { title: ['All Fields Are Required To Create A Component'] },
    });
    await expect(service.updateComponent(t.app, created.id, { post_id: 999_999 })).rejects.toMatchObject({
      fields: { post_id: ['Invalid pk "999999" - object does not exist.'] },
    });
    expect((await service.getComponent(t.app, created.id)).title).toBe('Paint');

    const deleted = await service.deleteComponent(t.app, created.id);
    expect(deleted.id).toBe(created.id);
    await expect(service.getComponent(t.app, created.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.deleteComponent(t.app, created.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
