import { API_PREFIX } from '@fitout/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { messages } from '@fitout/shared';
import { accessToken, storeAccess } from '@fitout/shared/session';
import { createUser, orderFields, type TestApp, type TestUser } from '../../api/test/helpers.ts';
import { createDataProvider } from '../src/dataProvider/dataProvider.ts';
import { staleRecord } from '../src/conflicts/staleRecord.ts';
import { createRefreshAuth } from '../src/authProvider/refreshAuth.ts';
import { chosen, expiredAccessToken, newPage, pngFile, sessionCookie, signInBrowser, signOutBrowser, startApiForBrowser } from './session.ts';

let t: TestApp;
let admin: TestUser;
let dataProvider: DataProvider;

const list = (resource: string, params: Partial<Parameters<DataProvider['getList']>[1]> = {}) =>
  dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
    ...params,
  });

const signInAsAdmin = () => signInBrowser(t, admin.email, admin.password);

beforeAll(async () => {
  t = await startApiForBrowser();
  admin = await createUser(t.app, { superuser: true });
  const apiUrl = `${t.url}${API_PREFIX}`;
  dataProvider = createDataProvider(apiUrl, createRefreshAuth(t.url));
  await signInAsAdmin();
  for (const title of ['Kitchens', 'Bathrooms', 'Apartment Finishing', 'Villa Finishing', 'Roof Gardens']) {
    await dataProvider.create('categories', {
      data: { title, details: `${title} from start to finish.`, slug: title.toLowerCase().replace(/ /g, '-'), image: chosen(await pngFile()) },
    });
  }
});
afterAll(() => t?.close());
beforeEach(async () => {
  if (!accessToken()) await signInAsAdmin();
});

describe('lists', () => {
  it('pages through the API with the total from Content-Range', async () => {
    const first = await list('categories', { pagination: { page: 1, perPage: 2 } });
    expect(first.total).toBe(5);
    expect(first.data.map((c) => c.title)).toEqual(['Kitchens', 'Bathrooms']);
    const third = await list('categories', { pagination: { page: 3, perPage: 2 } });
    expect(third.total).toBe(5);
    expect(third.data.map((c) => c.title)).toEqual(['Roof Gardens']);
  });

  it('sorts on the server', async () => {
    const ascending = await list('categories', { sort: { field: 'title', order: 'ASC' } });
    expect(ascending.data.map((c) => c.title)).toEqual(['Apartment Finishing', 'Bathrooms', 'Kitchens', 'Roof Gardens', 'Villa Finishing']);
    const descending = await list('categories', { sort: { field: 'title', order: 'DESC' }, pagination: { page: 1, perPage: 1 } });
    expect(descending.data.map((c) => c.title)).toEqual(['Villa Finishing']);
  });

  it('searches on the server with q', async () => {
    const found = await list('categories', { filter: { q: 'finish' } });
    expect(found.total).toBe(5); // every details text says "finish"
    const titles = await list('categories', { filter: { q: 'villa' } });
    expect(titles.data.map((c) => c.title)).toEqual(['Villa Finishing']);
    expect(titles.total).toBe(1);
  });

  it('reads several records by id (getMany)', async () => {
    const { data } = await list('categories');
    const many = await dataProvider.getMany('categories', { ids: [data[0].id, data[2].id] });
    expect(many.data.map((c) => c.title).sort()).toEqual(['Apartment Finishing', 'Kitchens']);
  });
});

describe('categories', () => {
  it('creates with the image as multipart and answers the record with its image URL', async () => {
    const { data } = await dataProvider.create('categories', {
      data: { title: 'Offices', details: 'Open plan offices.', slug: 'offices', image: chosen(await pngFile('office.png')) },
    });
    expect(data).toMatchObject({ title: 'Offices', slug: 'offices' });
    expect(data.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const image = await fetch(data.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('updates without a new image and keeps the current one; a chosen file replaces it', async () => {
    const { data: created } = await dataProvider.create('categories', {
      data: { title: 'Clinics', details: 'Clinics.', slug: 'clinics', image: chosen(await pngFile()) },
    });
    // The edit form sends the record back with the image still its URL.
    const { data: renamed } = await dataProvider.update('categories', {
      id: created.id,
      data: { ...created, title: 'Medical Clinics', slug: 'medical-clinics' },
      previousData: created,
    });
    expect(renamed.title).toBe('Medical Clinics');
    expect(renamed.image).toBe(created.image);

    const { data: reimaged } = await dataProvider.update('categories', {
      id: created.id,
      data: { ...renamed, image: chosen(await pngFile('new.png', 48)) },
      previousData: renamed,
    });
    expect(reimaged.image).not.toBe(created.image);
    expect((await fetch(reimaged.image)).status).toBe(200);
  });

  it("puts the API's field errors on the form's fields", async () => {
    const error = await dataProvider
      .create('categories', { data: { title: 'Kitchens', details: 'Again.', slug: 'kitchens', image: chosen(await pngFile()) } })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ slug: messages.slugExists });
    expect(error.message).toBe(messages.slugExists);
  });

  it('sends the version it read as If-Match: a record changed since is not overwritten, and the console learns who changed it', async () => {
    const { data: created } = await dataProvider.create('categories', {
      data: { title: 'Showrooms', details: 'Showrooms.', slug: 'showrooms', image: chosen(await pngFile()) },
    });
    const { data: read } = await dataProvider.getOne('categories', { id: created.id });
    // Someone else saves the category in between, with the version they read.
    const editor = await createUser(t.app, { role: 'editor' });
    const url = `${t.url}${API_PREFIX}/admin/categories/${created.id}`;
    const theirs = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json', 'if-match': read._etag },
      body: JSON.stringify({ title: 'Showrooms', details: 'Their words.' }),
    });
    expect(theirs.status).toBe(200);

    staleRecord.set(null);
    const error = await dataProvider
      .update('categories', { id: created.id, data: { ...read, details: 'My words.' }, previousData: read })
      .catch((e) => e);
    expect(error.status).toBe(412);
    expect(error.message).toBe('console.conflict.title');
    expect(staleRecord.get()).toMatchObject({ changed_by: editor.email, changed_at: expect.any(String) });
    expect((await dataProvider.getOne('categories', { id: created.id })).data.details).toBe('Their words.');
    await expect(dataProvider.delete('categories', { id: created.id, previousData: read })).rejects.toMatchObject({ status: 412 });
  });

  it('deletes and answers the deleted record', async () => {
    const { data: created } = await dataProvider.create('categories', {
      data: { title: 'Temporary', details: 'Soon gone.', slug: 'temporary', image: chosen(await pngFile()) },
    });
    const { data } = await dataProvider.delete('categories', { id: created.id, previousData: created });
    expect(data.id).toBe(created.id);
    await expect(dataProvider.getOne('categories', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });
});

describe('packages and their components', () => {
  it('creates a package in a category, with its image, and lists its components by post_id', async () => {
    const { data: categories } = await list('categories', { filter: { q: 'kitchens' } });
    const { data: pkg } = await dataProvider.create('packages', {
      data: {
        title: 'Classic Kitchen',
        price_per_unit: 9500,
        category: { id: categories[0].id },
        description: 'Cabinets.',
        image: chosen(await pngFile()),
      },
    });
    expect(pkg).toMatchObject({ title: 'Classic Kitchen', price_per_unit: 9500, category: { id: categories[0].id, title: 'Kitchens' } });
    expect(pkg.image).toMatch(/\/media\//);

    for (const title of ['Cabinets', 'Worktop']) {
      await dataProvider.create('components', { data: { post_id: pkg.id, title, description: `${title} fitted. Handles included.` } });
    }
    const parts = await dataProvider.getManyReference('components', {
      target: 'post_id',
      id: pkg.id,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(parts.total).toBe(2);
    expect(parts.data.map((c) => c.title)).toEqual(['Cabinets', 'Worktop']);

    // The edit form sends the category back as the object it read; the price changes, the image stays.
    const { data: updated } = await dataProvider.update('packages', { id: pkg.id, data: { ...pkg, price_per_unit: 9900 }, previousData: pkg });
    expect(updated.price_per_unit).toBe(9900);
    expect(updated.image).toBe(pkg.image);
    expect(updated.category.id).toBe(categories[0].id);
  });
});

describe('works', () => {
  it('creates a work with a thumbnail and four images, and replaces one of them on update', async () => {
    const images = Object.fromEntries(
      await Promise.all(['thumbnail', 'image1', 'image2', 'image3', 'image4'].map(async (field) => [field, chosen(await pngFile(`${field}.png`))])),
    );
    const { data: work } = await dataProvider.create('works', { data: { title: 'Villa in Zayed', description: 'Full finishing.', ...images } });
    for (const field of ['thumbnail', 'image1', 'image2', 'image3', 'image4']) expect(work[field], field).toMatch(/\/media\//);
    expect(new Set(['thumbnail', 'image1', 'image2', 'image3', 'image4'].map((f) => work[f])).size).toBe(5);

    const { data: updated } = await dataProvider.update('works', {
      id: work.id,
      data: { ...work, title: 'Villa in Sheikh Zayed', image3: chosen(await pngFile('new3.png', 52)) },
      previousData: work,
    });
    expect(updated.title).toBe('Villa in Sheikh Zayed');
    expect(updated.image3).not.toBe(work.image3);
    expect(updated.thumbnail).toBe(work.thumbnail);
    expect(updated.image1).toBe(work.image1);
  });
});

describe('Arabic fields', () => {
  it('writes and reads the Arabic title and description of categories, packages and works', async () => {
    const { data: category } = await dataProvider.create('categories', {
      data: {
        title: 'Gardens',
        title_ar: 'الحدائق',
        details: 'Gardens.',
        details_ar: 'تنسيق الحدائق.',
        slug: 'gardens',
        image: chosen(await pngFile()),
      },
    });
    expect(category).toMatchObject({ title_ar: 'الحدائق', details_ar: 'تنسيق الحدائق.' });
    const { data: pkg } = await dataProvider.create('packages', {
      data: {
        title: 'Garden basic',
        title_ar: 'حديقة أساسية',
        description_ar: 'عشب ورصف.',
        price_per_unit: 900,
        category: category.id,
        image: chosen(await pngFile()),
      },
    });
    expect(pkg).toMatchObject({ title_ar: 'حديقة أساسية', description_ar: 'عشب ورصف.' });
    const { data: updated } = await dataProvider.update('packages', { id: pkg.id, data: { ...pkg, title_ar: 'حديقة بسيطة' }, previousData: pkg });
    expect(updated.title_ar).toBe('حديقة بسيطة');
    const { data: work } = await dataProvider.create('works', {
      data: {
        title: 'Roof in Maadi',
        title_ar: 'سطح في المعادي',
        description: 'A roof.',
        description_ar: 'سطح.',
        thumbnail: chosen(await pngFile()),
      },
    });
    expect(work).toMatchObject({ title_ar: 'سطح في المعادي', description_ar: 'سطح.' });
  });
});

describe('orders', () => {
  it('moves an order to another stage, sending only the stage and the note, whatever else the form holds', async () => {
    const customer = await createUser(t.app);
    const placed = await fetch(`${t.url}${API_PREFIX}/registerorder/create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderFields({ full_name: 'Dina Farouk' })),
    });
    expect(placed.status).toBe(201);
    const { data: order } = await dataProvider.getOne('orders', { id: (await placed.json()).id });
    const { data: updated } = await dataProvider.update('orders', {
      id: order.id,
      data: { ...order, full_name: 'Changed', stage: 'site_visit', stage_note: 'Sunday at ten.' },
      previousData: order,
    });
    expect(updated).toMatchObject({ stage: 'site_visit', full_name: 'Dina Farouk' });
    expect(updated.history).toEqual([expect.objectContaining({ stage: 'site_visit', note: 'Sunday at ten.' })]);
  });
});

describe('the session', () => {
  it("refreshes an expired access token from the session's cookie before the call, once for many calls at the same time", async () => {
    await signInAsAdmin();
    const cookie = sessionCookie(t)!.value;
    storeAccess(await expiredAccessToken(t, admin));
    const results = await Promise.all([list('categories'), list('packages'), list('works'), list('orders'), list('contact-messages')]);
    expect(results.map((r) => typeof r.total)).toEqual(['number', 'number', 'number', 'number', 'number']);
    expect(sessionCookie(t)!.value).not.toBe(cookie); // rotated once, and the new cookie kept
    // Had each call refreshed on its own, the reused refresh token would have revoked the session.
    await expect(list('categories')).resolves.toMatchObject({ total: expect.any(Number) });
    // A new page of the same browser starts with the cookie alone, and is signed in.
    newPage();
    await expect(list('works')).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it("fails with 401 and signs out when the session's cookie is refused", async () => {
    await signInAsAdmin();
    await t.api.request('POST', 'user/logout/', { headers: { 'x-fitout-session': '1', cookie: `fitout_refresh=${sessionCookie(t)!.value}` } });
    storeAccess(await expiredAccessToken(t, admin));
    await expect(list('categories')).rejects.toMatchObject({ status: 401 });
    expect(accessToken()).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('is refused by the admin face without a token', async () => {
    await signOutBrowser(t);
    await expect(list('categories')).rejects.toMatchObject({ status: 401 });
  });
});
