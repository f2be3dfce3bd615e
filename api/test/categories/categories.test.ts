import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

describe('categories', () => {
  it('lets a superuser create a category with an image, and anyone read it', async () => {
    const created = await t.api.post(
      'category/create/',
      form({ title: 'Kitchen Finishing', details: 'Cabinets and worktops', image: await image() }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Kitchen Finishing', details: 'Cabinets and worktops', slug: 'kitchen-finishing' });
    expect(created.body.image).toMatch(new RegExp(`^${t.url}/media/[0-9a-f]{24}-64x48/64\\.webp$`));

    const file = await fetch(created.body.image);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const list = await t.api.get('category/list/');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { slug: string }) => c.slug)).toContain('kitchen-finishing');
    expect((await t.api.get('post/category/list/')).body).toEqual(list.body);

    const detail = await t.api.get(`category/detail/${created.body.id}/`);
    expect(detail.body).toEqual(created.body);
  });

  it('answers the spec message for a duplicate slug and changes nothing', async () => {
    const before = (await t.api.get('category/list/')).body.length;
    const again = await t.api.post('category/create/', form({ title: 'kitchen   finishing', details: 'x', image: await image() }), admin.token);
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)).toEqual({ slug: ['category with this slug already exists.'] });
    expect((await t.api.get('category/list/')).body.length).toBe(before);
  });

  it('requires title, details and image with "Please enter the data"', async () => {
    const res = await t.api.post('category/create/', form({ title: ' ' }), admin.token);
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ title: ['Please enter the data'], details: ['Please enter the data'], image: ['Please enter the data'] });
  });

  it('refuses files that are not JPEG, PNG or WebP by their content', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = Buffer.from('this is not a png at all');
    for (const file of [svg, disguised, await image('gif')]) {
      const res = await t.api.post('category/create/', form({ title: 'Bad image', details: 'd', image: file }), admin.token);
      expect(res.status).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['image']);
    }
    const list = (await t.api.get('category/list/')).body;
    expect(list.find((c: { slug: string }) => c.slug === 'bad-image')).toBeUndefined();
  });

  it('refuses writes from visitors and customers', async () => {
    const body = () => form({ title: 'Nope', details: 'd' });
    expect((await t.api.post('category/create/', body())).status).toBe(401);
    expect((await t.api.post('category/create/', body(), customer.token)).status).toBe(403);
    expect((await t.api.post('category/create/', body(), 'not-a-token')).status).toBe(401);
  });

  it('updates title and details, keeping the image unless a new one is sent', async () => {
    const created = (await t.api.post('category/create/', form({ title: 'Bathrooms', details: 'Tiles', image: await image() }), admin.token)).body;
    const updated = await t.api.put(`category/update/${created.id}/`, form({ title: 'Bathroom Works', details: 'Tiles and fixtures' }), admin.token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Bathroom Works', slug: 'bathroom-works', image: created.image });

    const withImage = await t.api.put(
      `category/update/${created.id}/`,
      form({ title: 'Bathroom Works', details: 'Tiles', image: await image('jpeg', 80, 80) }),
      admin.token,
    );
    expect(withImage.body.image).not.toBe(created.image);
    expect((await fetch(created.image)).status).toBe(404);

    const missing = await t.api.put(`category/update/${created.id}/`, form({ title: '' }), admin.token);
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({ title: ['Please enter the data'], details: ['Please enter the data'] });
  });

  it('deletes a category, and answers 404 for unknown ids', async () => {
    const created = (await t.api.post('category/create/', form({ title: 'Doors', details: 'Wood', image: await image() }), admin.token)).body;
    expect((await t.api.delete(`category/delete/${created.id}/`, customer.token)).status).toBe(403);
    expect((await t.api.delete(`category/delete/${created.id}/`, admin.token)).status).toBe(204);
    expect((await t.api.get(`category/detail/${created.id}/`)).status).toBe(404);
    expect((await t.api.delete(`category/delete/${created.id}/`, admin.token)).status).toBe(404);
    expect((await t.api.get('category/detail/abc/')).status).toBe(400);
  });

  it('pages the list with count, next and previous', async () => {
    const page = await t.api.get('category/list/?page=1&page_size=1');
    expect(page.body.count).toBeGreaterThan(1);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.previous).toBeNull();
    expect(page.body.next).toContain('page=2');
  });
});
