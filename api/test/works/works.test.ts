import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

const CREATE_REQUIRED = 'All Fields Are Required To Create A Package';
const UPDATE_REQUIRED = 'All Fields Are Required To Create A Work';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const disguised = Buffer.from('\x89PNG but not really a png');

type Work = { id: number; slug: string; title: string; thumbnail: string; image1: string | null; [key: string]: unknown };

async function makeWork(fields: Record<string, string | number | Buffer | undefined> = {}, token = admin.token) {
  return t.api.post(
    'ourwork/create/',
    form({ user_id: admin.id, title: 'Villa in New Cairo', description: 'Full finishing.', thumbnail: await image(), ...fields }),
    token,
  );
}

const mediaKeys = () => {
  const dir = join(t.config.dataDir, 'media');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const allWorks = async () => (await t.api.get('ourwork/list/')).body as Work[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  otherAdmin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

describe('creating a work (ourwork/create/)', () => {
  it('stores the thumbnail and the extra images sent, with an "Active" status and a slug from the title', async () => {
    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await makeWork({ image1: await image('jpeg', 80, 60), image2: await image('webp'), tags: 'villa' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'villa-in-new-cairo',
      title: 'Villa in New Cairo',
      description: 'Full finishing.',
      tags: 'villa',
      post_status: 'Active',
      user_id: admin.id,
      image3: null,
      image4: null,
    });
    expect(res.body.thumbnail).toMatch(new RegExp(`^${t.url}/media/[0-9a-f]{24}-64x48/64\\.webp$`));
    expect(res.body.image1).toMatch(/-80x60\/80\.webp$/);
    expect(res.body.images).toMatchObject({ thumbnail: { url: res.body.thumbnail }, image1: { url: res.body.image1 }, image3: null, image4: null });
    expect(new Date(res.body.date).toISOString()).toBe(res.body.date);
    for (const url of [res.body.thumbnail, res.body.image1, res.body.image2]) expect((await fetch(url)).status).toBe(200);
    // Publishing is told which work to read again.
    expect(publish).toHaveBeenCalledWith('work created', [`work:${res.body.id}`]);
    publish.mockRestore();

    const detail = await t.api.get(`ourwork/detail/${res.body.slug}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('makes the slug unique and ignores text sent in an optional image field', async () => {
    const second = await makeWork({ title: 'Villa in  New Cairo!', image1: 'undefined', post_status: 'Draft' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ slug: 'villa-in-new-cairo-2', image1: null, post_status: 'Draft' });
    expect((await makeWork()).body.slug).toBe('villa-in-new-cairo-3');
    expect((await makeWork({ title: 'فيلا' })).body.slug).toBe('fyla');
    expect((await makeWork({ title: '★' })).body.slug).toBe('work');
  });

  it('requires title, description and thumbnail with the text the spec reuses, and changes nothing', async () => {
    const before = await allWorks();
    const files = mediaKeys();
    const res = await t.api.post('ourwork/create/', form({ user_id: admin.id, title: ' ', image1: await image() }), admin.token);
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ title: [CREATE_REQUIRED], description: [CREATE_REQUIRED], thumbnail: [CREATE_REQUIRED] });
    expect(messagesOf((await makeWork({ thumbnail: undefined })).body)).toEqual({ thumbnail: [CREATE_REQUIRED] });
    expect(await allWorks()).toEqual(before);
    expect(mediaKeys()).toEqual(files);
  });

  it('refuses files that are not JPEG, PNG or WebP in any image field, leaving no file behind', async () => {
    const before = await allWorks();
    const files = mediaKeys();
    for (const file of [svg, disguised, await image('gif')]) {
      const thumb = await makeWork({ title: 'Bad', thumbnail: file });
      expect(thumb.status).toBe(400);
      expect(Object.keys(messagesOf(thumb.body))).toEqual(['thumbnail']);
      // The thumbnail and image1 are saved before image3 is refused; both must be removed again.
      const extra = await makeWork({ title: 'Bad', image1: await image(), image3: file });
      expect(extra.status).toBe(400);
      expect(Object.keys(messagesOf(extra.body))).toEqual(['image3']);
    }
    const text = await makeWork({ thumbnail: 'http://example.com/x.png' });
    expect(Object.keys(messagesOf(text.body))).toEqual(['thumbnail']);
    const broken = await t.api.request('POST', 'ourwork/create/', {
      body: '{"title":',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await allWorks()).toEqual(before);
    expect(mediaKeys()).toEqual(files);
  });

  it('refuses visitors, customers and a user_id that is not the caller', async () => {
    const before = await allWorks();
    expect((await t.api.post('ourwork/create/', form({ title: 'x', description: 'y' }))).status).toBe(401);
    expect((await makeWork({ user_id: customer.id }, customer.token)).status).toBe(403);
    const foreign = await makeWork({ user_id: otherAdmin.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 'auth.not_your_user', detail: 'user_id does not match the signed-in account.' });
    expect(await allWorks()).toEqual(before);
  });
});

describe('reading works', () => {
  it('lists works newest first on both list paths, with pagination', async () => {
    const older = (await makeWork({ title: 'Older Work' })).body;
    const newer = (await makeWork({ title: 'Newer Work' })).body;
    const lists = (await t.api.get('ourwork/lists/')).body as Work[];
    expect(lists).toEqual(await allWorks());
    expect(lists[0].id).toBe(newer.id);
    expect(lists[1].id).toBe(older.id);
    const dates = lists.map((w) => w.date as string);
    expect(dates).toEqual([...dates].sort().reverse());

    const page = await t.api.get('ourwork/lists/?page=2&page_size=1');
    expect(page.body).toMatchObject({ count: lists.length, results: [lists[1]] });
    expect(page.body.previous).toContain('page=1');
    expect((await t.api.get('ourwork/list/?page_size=101')).status).toBe(400);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await t.api.get('ourwork/detail/no-such-work/')).status).toBe(404);
  });
});

describe('updating a work (ourwork/update/)', () => {
  it('changes the fields sent and replaces only the images sent, removing the old files', async () => {
    const work = (await makeWork({ title: 'Clinic Fit-out', image1: await image(), image2: await image() })).body;
    const publish = vi.spyOn(t.app.publisher, 'request');
    const res = await t.api.patch(
      `ourwork/update/${admin.id}/${work.id}/`,
      form({ user_id: admin.id, title: 'Dental Clinic Fit-out', image1: await image('jpeg', 90, 90), image2: '', image4: await image() }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: work.id,
      slug: work.slug,
      title: 'Dental Clinic Fit-out',
      description: work.description,
      thumbnail: work.thumbnail,
      image2: work.image2,
      image3: null,
    });
    expect(res.body.image1).toMatch(/-90x90\/90\.webp$/);
    expect(res.body.image4).toMatch(/\.webp$/);
    expect((await fetch(work.image1!)).status).toBe(404);
    expect((await fetch(work.image2 as string)).status).toBe(200);
    expect((await fetch(res.body.image1)).status).toBe(200);
    expect(publish).toHaveBeenCalledWith('work updated', [`work:${work.id}`]);
    publish.mockRestore();
    expect((await t.api.get(`ourwork/detail/${work.slug}/`)).body).toEqual(res.body);
  });

  it('requires the title, refuses bad files and foreign user_ids, and changes nothing', async () => {
    const work = (await makeWork({ title: 'Pharmacy' })).body;
    const path = `ourwork/update/${admin.id}/${work.id}/`;
    const files = mediaKeys();

    const blank = await t.api.patch(path, form({ title: '', description: 'New' }), admin.token);
    expect(blank.status).toBe(400);
    expect(messagesOf(blank.body)).toEqual({ title: [UPDATE_REQUIRED] });
    expect(messagesOf((await t.api.patch(path, form({ description: 'only' }), admin.token)).body)).toEqual({ title: [UPDATE_REQUIRED] });
    for (const file of [svg, disguised]) {
      const res = await t.api.patch(path, form({ title: 'Pharmacy 2', image1: await image(), thumbnail: file }), admin.token);
      expect(res.status).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['thumbnail']);
    }
    const broken = await t.api.request('PATCH', path, { body: '{"title":', token: admin.token, headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);

    const change = () => form({ title: 'Changed' });
    expect((await t.api.patch(path, change())).status).toBe(401);
    expect((await t.api.patch(`ourwork/update/${customer.id}/${work.id}/`, change(), customer.token)).status).toBe(403);
    expect((await t.api.patch(`ourwork/update/${otherAdmin.id}/${work.id}/`, change(), admin.token)).status).toBe(403);
    expect((await t.api.patch(path, form({ user_id: otherAdmin.id, title: 'Changed' }), admin.token)).status).toBe(403);
    expect((await t.api.patch(`ourwork/update/${admin.id}/999999/`, change(), admin.token)).status).toBe(404);
    expect((await t.api.patch(`ourwork/update/${admin.id}/x/`, change(), admin.token)).status).toBe(400);

    expect((await t.api.get(`ourwork/detail/${work.slug}/`)).body).toEqual(work);
    expect(mediaKeys()).toEqual(files);
  });
});

describe('deleting a work (ourwork/delete/)', () => {
  it('deletes it with all its image files, for its own user_id only', async () => {
    const work = (await makeWork({ title: 'Cafe', image1: await image(), image4: await image() })).body;
    const path = `ourwork/delete/${admin.id}/${work.id}/`;
    expect((await t.api.delete(path)).status).toBe(401);
    expect((await t.api.delete(`ourwork/delete/${customer.id}/${work.id}/`, customer.token)).status).toBe(403);
    expect((await t.api.delete(`ourwork/delete/${otherAdmin.id}/${work.id}/`, admin.token)).status).toBe(403);
    expect((await t.api.get(`ourwork/detail/${work.slug}/`)).status).toBe(200);

    const files = mediaKeys();
    const publish = vi.spyOn(t.app.publisher, 'request');
    expect((await t.api.delete(path, admin.token)).status).toBe(204);
    expect(publish).toHaveBeenCalledWith('work deleted', [`work:${work.id}`]);
    publish.mockRestore();
    expect((await t.api.get(`ourwork/detail/${work.slug}/`)).status).toBe(404);
    expect((await allWorks()).some((w) => w.id === work.id)).toBe(false);
    for (const url of [work.thumbnail, work.image1 as string, work.image4 as string]) expect((await fetch(url)).status).toBe(404);
    expect(mediaKeys()).toHaveLength(files.length - 3);
    expect((await t.api.delete(path, admin.token)).status).toBe(404);
  });
});
