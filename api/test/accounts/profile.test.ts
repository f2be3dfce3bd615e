import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.app);
  other = await createUser(t.app);
  admin = await createUser(t.app, { superuser: true });
});
afterAll(() => t.close());

const path = (id: number) => `user/profile/${id}/`;
const imageError = { image: ['Please upload a valid image file (JPEG or PNG or JPEG)'] };

describe('GET user/profile/{user_id}/', () => {
  it('shows the owner their profile in the agreed shape', async () => {
    const res = await t.api.get(path(owner.id), owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      user: { id: owner.id, email: owner.email, username: expect.any(String), is_superuser: false, role: null, is_active: true, kind: 'user' },
      image: null,
      full_name: 'Test Person',
      about: '',
      bio: '',
      phone: '',
      facebook: '',
      twitter: '',
      country: '',
      language: 'en',
      mail_language: 'pages',
      images: { image: null },
    });
  });

  it('lets a superuser read any profile, and nobody else', async () => {
    expect((await t.api.get(path(owner.id), admin.token)).status).toBe(200);
    expect((await t.api.get(path(owner.id), other.token)).status).toBe(403);
    expect((await t.api.get(path(owner.id))).status).toBe(401);
    expect((await t.api.get(path(owner.id), 'not-a-token')).status).toBe(401);
  });

  it('answers 404 for an unknown account (to a superuser) and 400 for an id that is not one', async () => {
    expect((await t.api.get(path(999_999), admin.token)).status).toBe(404);
    // A customer learns nothing about other ids.
    expect((await t.api.get(path(999_999), owner.token)).status).toBe(403);
    expect((await t.api.get('user/profile/abc/', owner.token)).status).toBe(400);
  });
});

describe('PATCH user/profile/{user_id}/', () => {
  it('updates the text fields sent, leaving the others', async () => {
    const res = await t.api.patch(
      path(owner.id),
      form({
        full_name: 'Omar Khaled',
        bio: 'Loves oak floors',
        phone: '+20 100 000 0000',
        about: 'About me',
        facebook: 'https://facebook.com/omar',
        twitter: '@omar',
        country: 'Giza',
      }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Omar Khaled', bio: 'Loves oak floors', phone: '+20 100 000 0000', country: 'Giza', image: null });

    const partial = await t.api.patch(path(owner.id), form({ bio: 'Now loves marble' }), owner.token);
    expect(partial.body).toMatchObject({ full_name: 'Omar Khaled', bio: 'Now loves marble', phone: '+20 100 000 0000' });
    expect((await t.api.get(path(owner.id), owner.token)).body).toEqual(partial.body);
  });

  it('stores a JPEG or PNG image and removes the old file when it is replaced', async () => {
    const first = await t.api.patch(path(owner.id), form({ full_name: 'Omar Khaled', image: await image('png') }), owner.token);
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(new RegExp(`^${t.url}/media/`));
    expect(first.body.images.image).toMatchObject({ url: first.body.image, width: 64, height: 48 });
    expect((await fetch(first.body.image)).status).toBe(200);

    // Without an image, or with the URL read back, the stored one stays.
    const kept = await t.api.patch(path(owner.id), form({ full_name: 'Omar K.' }), owner.token);
    expect(kept.body.image).toBe(first.body.image);
    const echoed = await t.api.patch(path(owner.id), form({ image: first.body.image }), owner.token);
    expect(echoed.body.image).toBe(first.body.image);

    const second = await t.api.patch(path(owner.id), form({ image: await image('jpeg', 80, 80) }), owner.token);
    expect(second.status).toBe(200);
    expect(second.body.image).not.toBe(first.body.image);
    expect((await fetch(second.body.image)).status).toBe(200);
    expect((await fetch(first.body.image)).status).toBe(404);
  });

  it('refuses other image types and non-images with the spec message, changing nothing', async () => {
    const before = (await t.api.get(path(owner.id), owner.token)).body;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const file of [await image('webp'), await image('gif'), svg, Buffer.from('plain text')]) {
      const res = await t.api.patch(path(owner.id), form({ full_name: 'Changed', image: file }), owner.token);
      expect(res.status).toBe(400);
      expect(messagesOf(res.body)).toEqual(imageError);
    }
    expect((await t.api.get(path(owner.id), owner.token)).body).toEqual(before);
  });

  it('lets only the owner change a profile, not even a superuser', async () => {
    const before = (await t.api.get(path(owner.id), owner.token)).body;
    expect((await t.api.patch(path(owner.id), form({ full_name: 'Intruder' }), other.token)).status).toBe(403);
    expect((await t.api.patch(path(owner.id), form({ full_name: 'Intruder' }), admin.token)).status).toBe(403);
    expect((await t.api.patch(path(owner.id), form({ full_name: 'Intruder' }))).status).toBe(401);
    expect((await t.api.get(path(owner.id), owner.token)).body).toEqual(before);
  });

  it('answers field errors for wrong types, too long values and malformed JSON, changing nothing', async () => {
    const before = (await t.api.get(path(owner.id), owner.token)).body;
    const typed = await t.api.patch(path(owner.id), { full_name: 12, bio: ['x'] }, owner.token);
    expect(typed.status).toBe(400);
    expect(Object.keys(messagesOf(typed.body)).sort()).toEqual(['bio', 'full_name']);
    const long = await t.api.patch(path(owner.id), form({ phone: '1'.repeat(41) }), owner.token);
    expect(long).toMatchObject({ status: 400, body: { phone: ['Ensure this field has no more than 40 characters.'] } });
    const malformed = await t.api.request('PATCH', path(owner.id), {
      body: '{"bio":',
      headers: { 'content-type': 'application/json' },
      token: owner.token,
    });
    expect(malformed.status).toBe(400);
    expect((await t.api.patch(path(owner.id), 'text', owner.token)).status).toBe(400);
    expect((await t.api.get(path(owner.id), owner.token)).body).toEqual(before);
  });
});
