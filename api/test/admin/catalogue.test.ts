// The admin face's writes: categories, packages, components and works through their areas' services.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const publish = vi.fn();

const q = (params: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;

beforeAll(async () => {
  t = await startTestApp();
  t.app.publisher.request = publish;
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

describe('categories', () => {
  it('creates from multipart with an image, and asks for a site rebuild', async () => {
    publish.mockClear();
    const res = await t.api.post(
      'admin/categories',
      form({ title: 'Paint Works', details: 'Walls and ceilings', image: await image() }),
      admin.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), title: 'Paint Works', slug: 'paint-works', details: 'Walls and ceilings' });
    expect(res.body.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.webp$/);
    expect(publish).toHaveBeenCalledTimes(1);
    expect((await t.api.get(`admin/categories/${res.body.id}`, admin.token)).body).toEqual(res.body);
  });

  it('refuses a category without its image or title, with the spec message, and creates nothing', async () => {
    const before = (await t.api.get('admin/categories', admin.token)).headers.get('content-range');
    const res = await t.api.post('admin/categories', { title: '', details: 'x', image: 'http://elsewhere.example/a.png' }, admin.token);
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ title: ['Please enter the data'], image: ['Please enter the data'] });
    expect((await t.api.get('admin/categories', admin.token)).headers.get('content-range')).toBe(before);
  });

  it('updates from the record the console read back (image URL untouched), or with a new image file', async () => {
    const created = (await t.api.post('admin/categories', form({ title: 'Ceilings', details: 'Gypsum', image: await image() }), admin.token)).body;
    const updated = await t.api.put(`admin/categories/${created.id}`, { ...created, details: 'Gypsum board and lighting' }, admin.token);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, details: 'Gypsum board and lighting' });

    const newImage = await t.api.put(
      `admin/categories/${created.id}`,
      form({ title: 'Ceilings', details: 'Gypsum', image: await image('jpeg') }),
      admin.token,
    );
    expect(newImage.status).toBe(200);
    expect(newImage.body.image).not.toBe(created.image);
  });

  it('deletes, answering the deleted record', async () => {
    const created = (await t.api.post('admin/categories', form({ title: 'Temporary', details: 'x', image: await image() }), admin.token)).body;
    const res = await t.api.delete(`admin/categories/${created.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, title: 'Temporary' });
    expect((await t.api.get(`admin/categories/${created.id}`, admin.token)).status).toBe(404);
    expect((await t.api.delete(`admin/categories/${created.id}`, admin.token)).status).toBe(404);
  });
});

describe('packages and their components', () => {
  let category: { id: number; title: string; slug: string };
  let pkg: { id: number; image: string; category: unknown; comments: unknown[]; user_id: number };

  beforeAll(async () => {
    category = (await t.api.post('admin/categories', form({ title: 'Full Finishing', details: 'Turnkey', image: await image() }), admin.token)).body;
  });

  it('creates a package with the caller as author, whatever user_id is sent', async () => {
    const res = await t.api.post(
      'admin/packages',
      form({
        title: 'Gold Package',
        price_per_unit: '4500',
        category: category.id,
        description: 'Everything.',
        tags: 'gold,full',
        user_id: customer.id,
        image: await image(),
      }),
      admin.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Gold Package',
      slug: 'gold-package',
      price_per_unit: 4500,
      category: { id: category.id, title: 'Full Finishing', slug: 'full-finishing' },
      post_status: 'Active',
      user_id: admin.id,
      comments: [],
    });
    pkg = res.body;
  });

  it('refuses a package with missing fields or a non-numeric price, with the spec message', async () => {
    const missing = await t.api.post('admin/packages', { title: '', category: category.id }, admin.token);
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({
      title: ['All Fields Are Required To Create A Package'],
      price_per_unit: ['All Fields Are Required To Create A Package'],
      image: ['All Fields Are Required To Create A Package'],
    });
    const price = await t.api.post(
      'admin/packages',
      form({ title: 'Cheap', price_per_unit: 'cheap', category: category.id, image: await image() }),
      admin.token,
    );
    expect(price.status).toBe(400);
    expect(messagesOf(price.body)).toEqual({ price_per_unit: ['A valid number is required.'] });
    const range = (await t.api.get('admin/packages', admin.token)).headers.get('content-range');
    expect(range).toBe('packages 0-0/1');
  });

  it('adds, lists by package, updates and deletes components', async () => {
    const added = await t.api.post('admin/components', { post_id: pkg.id, title: 'Plumbing', description: 'New pipes. Tested twice.' }, admin.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ post_id: pkg.id, title: 'Plumbing', description: 'New pipes. Tested twice.' });
    await t.api.post('admin/components', { post_id: pkg.id, title: 'Electrics', description: 'Wiring.' }, admin.token);

    const missing = await t.api.post('admin/components', { post_id: pkg.id, title: ' ' }, admin.token);
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({
      title: ['All Fields Are Required To Create A Component'],
      description: ['All Fields Are Required To Create A Component'],
    });

    const listed = await t.api.get(`admin/components${q({ filter: { post_id: pkg.id }, sort: ['title', 'ASC'], range: [0, 9] })}`, admin.token);
    expect(listed.body.map((c: { title: string }) => c.title)).toEqual(['Electrics', 'Plumbing']);
    expect(listed.headers.get('content-range')).toBe('components 0-1/2');

    const updated = await t.api.put(`admin/components/${added.body.id}`, { ...added.body, title: 'Plumbing works' }, admin.token);
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Plumbing works');

    const withParts = await t.api.get(`admin/packages/${pkg.id}`, admin.token);
    expect(withParts.body.comments.map((c: { title: string }) => c.title)).toEqual(['Plumbing works', 'Electrics']);

    const removed = await t.api.delete(`admin/components/${added.body.id}`, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: added.body.id, title: 'Plumbing works' });
    expect((await t.api.get(`admin/components/${added.body.id}`, admin.token)).status).toBe(404);
  });

  it('lists packages with their components, filtered by category and searched by title', async () => {
    const other = (await t.api.post('admin/categories', form({ title: 'Offices', details: 'Fit-out', image: await image() }), admin.token)).body;
    await t.api.post('admin/packages', form({ title: 'Office Basic', price_per_unit: 900, category: other.id, image: await image() }), admin.token);

    const byCategory = await t.api.get(`admin/packages${q({ filter: { category: category.id } })}`, admin.token);
    expect(byCategory.body.map((p: { title: string }) => p.title)).toEqual(['Gold Package']);
    expect(byCategory.body[0].comments.map((c: { title: string }) => c.title)).toEqual(['Electrics']);

    const cheapestFirst = await t.api.get(`admin/packages${q({ sort: ['price_per_unit', 'ASC'] })}`, admin.token);
    expect(cheapestFirst.body.map((p: { title: string }) => p.title)).toEqual(['Office Basic', 'Gold Package']);
    expect(cheapestFirst.headers.get('content-range')).toBe('packages 0-1/2');

    const search = await t.api.get(`admin/packages${q({ filter: { q: 'gold' } })}`, admin.token);
    expect(search.body.map((p: { title: string }) => p.title)).toEqual(['Gold Package']);
  });

  it('updates a package from the record read back, keeping its image, category and author', async () => {
    const read = (await t.api.get(`admin/packages/${pkg.id}`, admin.token)).body;
    const res = await t.api.put(`admin/packages/${pkg.id}`, { ...read, price_per_unit: 5000, user_id: customer.id }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...read, price_per_unit: 5000 });
  });

  it('deletes a package, answering the record as it was', async () => {
    const res = await t.api.delete(`admin/packages/${pkg.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: pkg.id, title: 'Gold Package' });
    expect((await t.api.get(`admin/packages/${pkg.id}`, admin.token)).status).toBe(404);
  });
});

describe('works', () => {
  it('creates, updates one image while keeping the rest, lists and deletes', async () => {
    publish.mockClear();
    const created = await t.api.post(
      'admin/works',
      form({
        title: 'Villa in Zayed',
        description: 'Full finishing.',
        thumbnail: await image(),
        image1: await image('webp'),
        image2: 'undefined',
        user_id: customer.id,
      }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Villa in Zayed', slug: 'villa-in-zayed', user_id: admin.id, image2: null, post_status: 'Active' });
    expect(created.body.image1).toMatch(/\.webp$/);

    const updated = await t.api.put(
      `admin/works/${created.body.id}`,
      form({ title: 'Villa in Sheikh Zayed', thumbnail: created.body.thumbnail, image2: await image('jpeg') }),
      admin.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Villa in Sheikh Zayed', thumbnail: created.body.thumbnail, image1: created.body.image1 });
    expect(updated.body.image2).toMatch(/\.webp$/);

    const listed = await t.api.get(`admin/works${q({ filter: { q: 'sheikh' } })}`, admin.token);
    expect(listed.body).toEqual([updated.body]);
    expect(listed.headers.get('content-range')).toBe('works 0-0/1');

    const removed = await t.api.delete(`admin/works/${created.body.id}`, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(updated.body);
    expect((await fetch(updated.body.thumbnail)).status).toBe(404);
    expect(publish).toHaveBeenCalledTimes(3);
  });

  it('refuses a work without a thumbnail or with a title blanked, changing nothing', async () => {
    const missing = await t.api.post('admin/works', form({ title: 'No pictures', description: 'x' }), admin.token);
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({ thumbnail: ['All Fields Are Required To Create A Package'] });
    const work = (await t.api.post('admin/works', form({ title: 'Clinic', description: 'x', thumbnail: await image() }), admin.token)).body;
    const blank = await t.api.put(`admin/works/${work.id}`, { title: '' }, admin.token);
    expect(blank.status).toBe(400);
    expect(messagesOf(blank.body)).toEqual({ title: ['All Fields Are Required To Create A Work'] });
    expect((await t.api.get(`admin/works/${work.id}`, admin.token)).body).toEqual(work);
  });

  it('answers 400, not 500, to malformed JSON bodies', async () => {
    const res = await t.api.request('POST', 'admin/works', {
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
      token: admin.token,
    });
    expect(res.status).toBe(400);
  });
});

describe('the same title saved many times at once (a double click, two staff adding "Kitchen")', () => {
  const AT_ONCE = 30;
  const expectedSlugs = (base: string) => [base, ...Array.from({ length: AT_ONCE - 1 }, (_, i) => `${base}-${i + 2}`)].sort();
  const all = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, make));
  let category: { id: number };

  beforeAll(async () => {
    category = (await t.api.post('admin/categories', form({ title: 'Rush Category', details: 'x', image: await image() }), admin.token)).body;
  });

  it('creates every work, through the console and through the spec call, each with its own slug', async () => {
    const thumbnail = await image();
    const fields = { title: 'Kitchen', description: 'x', thumbnail };
    const answers = await all(() => t.api.post('admin/works', form(fields), admin.token));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    expect(answers.map((r) => r.body.slug).sort()).toEqual(expectedSlugs('kitchen'));

    const spec = await all(() => t.api.post('ourwork/create/', form({ ...fields, title: 'Bathroom' }), admin.token));
    expect(spec.map((r) => r.status)).toEqual(spec.map(() => 201));
    expect(spec.map((r) => r.body.slug).sort()).toEqual(expectedSlugs('bathroom'));
  });

  it('creates every package, through the console and through the spec call, each with its own slug', async () => {
    const fields = { title: 'Kitchen', price_per_unit: 100, category: category.id, image: await image() };
    const answers = await all(() => t.api.post('admin/packages', form(fields), admin.token));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    expect(answers.map((r) => r.body.slug).sort()).toEqual(expectedSlugs('kitchen'));

    const spec = await all(() => t.api.post('author/dashboard/post-create/', form({ ...fields, title: 'Bathroom', user_id: admin.id }), admin.token));
    expect(spec.map((r) => r.status)).toEqual(spec.map(() => 201));
    expect(spec.map((r) => r.body.slug).sort()).toEqual(expectedSlugs('bathroom'));
  });

  it("creates one category of a title and refuses the rest with the spec's duplicate message, never a 500", async () => {
    const file = await image();
    for (const path of ['admin/categories', 'category/create/']) {
      const title = `Kitchen ${path.split('/')[0]}`;
      const answers = await all(() => t.api.post(path, form({ title, details: 'x', image: file }), admin.token));
      for (const refused of answers.filter((r) => r.status !== 201))
        expect(messagesOf(refused.body)).toEqual({ slug: ['category with this slug already exists.'] });
      expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array.from({ length: AT_ONCE - 1 }, () => 400)]);
    }
  });
});
