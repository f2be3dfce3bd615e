// The Arabic texts beside the English ones (title_ar, details_ar, description_ar): optional on every write that takes
// the English ones, '' until written, kept when a write leaves them out, held to the English fields' length limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let category: { id: number; slug: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  const res = await t.api.post(
    'category/create/',
    form({ title: 'Kitchens', details: 'Cabinets', title_ar: 'مطابخ', details_ar: 'دواليب وأسطح رخام', image: await image() }),
    admin.token,
  );
  expect(res.status).toBe(201);
  category = res.body;
});
afterAll(() => t.close());

describe('categories in Arabic', () => {
  it('keeps the Arabic title and details given at creation, and answers them in every read', async () => {
    const expected = { title_ar: 'مطابخ', details_ar: 'دواليب وأسطح رخام' };
    expect((await t.api.get(`category/detail/${category.id}/`)).body).toMatchObject(expected);
    expect((await t.api.get('category/list/')).body.find((c: { id: number }) => c.id === category.id)).toMatchObject(expected);
    expect((await t.api.get(`admin/categories/${category.id}`, admin.token)).body).toMatchObject(expected);
  });

  it("answers '' for a category created without them, and an update that leaves them out keeps them", async () => {
    const plain = await t.api.post('category/create/', form({ title: 'Doors', details: 'Wood', image: await image() }), admin.token);
    expect(plain.body).toMatchObject({ title_ar: '', details_ar: '' });
    const named = await t.api.put(`category/update/${plain.body.id}/`, form({ title: 'Doors', details: 'Wood', title_ar: 'أبواب' }), admin.token);
    expect(named.body).toMatchObject({ title_ar: 'أبواب', details_ar: '' });
    const english = await t.api.put(`category/update/${plain.body.id}/`, form({ title: 'Doors', details: 'Solid wood' }), admin.token);
    expect(english.body).toMatchObject({ details: 'Solid wood', title_ar: 'أبواب' });
    const cleared = await t.api.put(`admin/categories/${plain.body.id}`, { title: 'Doors', details: 'Solid wood', title_ar: '' }, admin.token);
    expect(cleared.body.title_ar).toBe('');
  });

  it('refuses an Arabic title longer than the English limit, naming the field', async () => {
    const res = await t.api.put(`category/update/${category.id}/`, form({ title: 'Kitchens', details: 'x', title_ar: 'م'.repeat(201) }), admin.token);
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ title_ar: ['Ensure this field has no more than 200 characters.'] });
  });
});

describe('packages in Arabic', () => {
  it('takes them at creation and in a PATCH, shows them in the public reads and with the category', async () => {
    const created = await t.api.post(
      'author/dashboard/post-create/',
      form({
        user_id: admin.id,
        title: 'Marble Kitchen',
        title_ar: 'مطبخ رخام',
        price_per_unit: '1200',
        image: await image(),
        category: category.id,
      }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_ar: 'مطبخ رخام', description_ar: '', category: { title_ar: 'مطابخ' } });
    const patched = await t.api.patch(
      `author/dashboard/post-detail/${admin.id}/${created.body.id}/`,
      form({ user_id: admin.id, description_ar: 'رخام طبيعي مع تركيب' }),
      admin.token,
    );
    expect(patched.body).toMatchObject({ title: 'Marble Kitchen', title_ar: 'مطبخ رخام', description_ar: 'رخام طبيعي مع تركيب' });
    const detail = (await t.api.get(`post/detail/${created.body.slug}/`)).body;
    expect(detail).toMatchObject({ title_ar: 'مطبخ رخام', description_ar: 'رخام طبيعي مع تركيب', category: { title_ar: 'مطابخ' } });
    const inCategory = (await t.api.get(`post/category/posts/${category.slug}/`)).body;
    expect(inCategory.find((p: { id: number }) => p.id === created.body.id).title_ar).toBe('مطبخ رخام');
    const listed = (await t.api.get(`admin/packages?filter=${encodeURIComponent(JSON.stringify({ q: 'رخام' }))}`, admin.token)).body;
    expect(listed.map((p: { id: number }) => p.id)).toContain(created.body.id);
  });

  it('takes them through the console, with the English limits', async () => {
    const created = await t.api.post(
      'admin/packages',
      form({
        title: 'Gypsum Ceiling',
        title_ar: 'سقف جبس',
        description_ar: 'بورد وإضاءة مخفية',
        price_per_unit: '300',
        image: await image(),
        category: category.id,
      }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_ar: 'سقف جبس', description_ar: 'بورد وإضاءة مخفية' });
    const tooLong = await t.api.put(`admin/packages/${created.body.id}`, { description_ar: 'ب'.repeat(10001) }, admin.token);
    expect(tooLong.status).toBe(400);
    expect(messagesOf(tooLong.body)).toEqual({ description_ar: ['Ensure this field has no more than 10000 characters.'] });
  });
});

describe('works in Arabic', () => {
  it('takes them at creation and in an update, and answers them in the public reads', async () => {
    const created = await t.api.post(
      'ourwork/create/',
      form({ user_id: admin.id, title: 'Zamalek Flat', description: 'Full finishing.', title_ar: 'شقة الزمالك', thumbnail: await image() }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_ar: 'شقة الزمالك', description_ar: '' });
    const updated = await t.api.patch(
      `ourwork/update/${admin.id}/${created.body.id}/`,
      form({ user_id: admin.id, title: 'Zamalek Flat', description_ar: 'تشطيب كامل' }),
      admin.token,
    );
    expect(updated.body).toMatchObject({ title_ar: 'شقة الزمالك', description_ar: 'تشطيب كامل' });
    expect((await t.api.get(`ourwork/detail/${created.body.slug}/`)).body).toMatchObject({ title_ar: 'شقة الزمالك', description_ar: 'تشطيب كامل' });
    const viaConsole = await t.api.put(`admin/works/${created.body.id}`, { title: 'Zamalek Flat', title_ar: 'شقة في الزمالك' }, admin.token);
    expect(viaConsole.body.title_ar).toBe('شقة في الزمالك');
    const tooLong = await t.api.post(
      'ourwork/create/',
      form({ user_id: admin.id, title: 'x', description: 'y', title_ar: 'ش'.repeat(201), thumbnail: await image() }),
      admin.token,
    );
    expect(tooLong.status).toBe(400);
    expect(messagesOf(tooLong.body)).toEqual({ title_ar: ['Ensure this field has no more than 200 characters.'] });
  });
});

describe('package components in Arabic (issue 37)', () => {
  it('takes an Arabic title and description beside the English, answers them with the package, and keeps them on an update that leaves them out', async () => {
    const pkg = await t.api.post(
      'author/dashboard/post-create/',
      form({ user_id: admin.id, title: 'Tiled Kitchen', price_per_unit: '900', image: await image(), category: category.id }),
      admin.token,
    );
    expect(pkg.status).toBe(201);
    const plain = await t.api.post('post/comment-post/', { post_id: pkg.body.id, title: 'Tiles', description: 'Wall tiles.' }, admin.token);
    expect(plain.body).toMatchObject({ title_ar: '', description_ar: '' });
    const arabic = await t.api.post(
      'admin/components',
      { post_id: pkg.body.id, title: 'Worktop', description: 'Granite worktop.', title_ar: 'سطح العمل', description_ar: 'سطح من الجرانيت.' },
      admin.token,
    );
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(201);
    const detail = (await t.api.get(`post/detail/${pkg.body.slug}/`)).body;
    expect(detail.comments.map((c: { title_ar: string; description_ar: string }) => [c.title_ar, c.description_ar])).toEqual([
      ['', ''],
      ['سطح العمل', 'سطح من الجرانيت.'],
    ]);
    const renamed = await t.api.put(`admin/components/${arabic.body.id}`, { title: 'Granite worktop' }, admin.token);
    expect(renamed.body).toMatchObject({ title: 'Granite worktop', title_ar: 'سطح العمل', description_ar: 'سطح من الجرانيت.' });
    const named = await t.api.put(`admin/components/${plain.body.id}`, { title_ar: 'البلاط' }, admin.token);
    expect(named.body).toMatchObject({ title: 'Tiles', title_ar: 'البلاط', description_ar: '' });
    const tooLong = await t.api.put(`admin/components/${plain.body.id}`, { title_ar: 'م'.repeat(201) }, admin.token);
    expect(tooLong.status).toBe(400);
    expect(messagesOf(tooLong.body)).toEqual({ title_ar: ['Ensure this field has no more than 200 characters.'] });
  });
});
