// Request bodies: small limits per route, a nesting limit, and multipart only where a call takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { categories, contactMessages } from '../../src/db/schema.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
});
afterAll(() => t.close());

const rows = async (table: typeof categories | typeof contactMessages) => (await t.app.db.select({ n: count() }).from(table))[0].n;
const json = (body: string, headers: Record<string, string> = {}) => ({ body, headers: { 'content-type': 'application/json', ...headers } });

describe('JSON bodies', () => {
  it('refuses a body over 64 KB with 413 and a readable error', async () => {
    const message = 'x'.repeat(70 * 1024);
    const res = await t.api.request('POST', 'contact/', json(JSON.stringify({ name: 'Big', email: 'big@example.com', message })));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'request.body_too_large', detail: 'The request body is too large.' });
    expect(await rows(contactMessages)).toBe(0);
  });

  it('refuses deep nesting with 400 before parsing it, even in a small body', async () => {
    const deep = `{"name":${'['.repeat(500)}${']'.repeat(500)}}`;
    const res = await t.api.request('POST', 'user/token/', json(deep));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'request.body_too_deep', detail: 'The JSON body is nested too deeply.' });
  });

  it('still reads brackets inside strings as text', async () => {
    const res = await t.api.post('contact/', { name: 'Brackets', email: 'b@example.com', message: `${'[{'.repeat(100)} "quoted \\" [` });
    expect(res.status).toBe(201);
  });

  it('refuses a prototype-poisoning body', async () => {
    const res = await t.api.request('POST', 'user/token/', json('{"email":"a@b.co","password":"x","__proto__":{"isSuperuser":true}}'));
    expect(res.status).toBe(400);
  });
});

describe('multipart bodies', () => {
  it('are refused with 415 by calls that take only JSON', async () => {
    const res = await t.api.post('user/token/refresh/', form({ refresh: 'anything' }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'request.form_data_refused', detail: 'This call does not take multipart form data; send JSON.' });
  });

  it('carry no file on a call that takes form fields only', async () => {
    const before = await rows(contactMessages);
    const res = await t.api.post('contact/', form({ name: 'Files', email: 'f@example.com', message: 'hi', attachment: await image() }));
    expect(res.status).toBe(413);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('carry no more files than the call takes, and nothing is stored', async () => {
    const before = await rows(categories);
    const fields = { title: 'Too many files', details: 'd', image: await image(), extra: await image(), more: await image() };
    const res = await t.api.post('category/create/', form(fields), admin.token);
    expect(res.status).toBe(413);
    expect(typeof res.body.detail).toBe('string');
    expect(await rows(categories)).toBe(before);
  });

  it('are limited in the number of fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, 'x']));
    const before = await rows(contactMessages);
    const res = await t.api.post('contact/', form({ name: 'Fields', email: 'f@example.com', message: 'hi', ...fields }));
    expect(res.status).toBe(413);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('still take the files the call is for', async () => {
    const res = await t.api.post('category/create/', form({ title: 'Within limits', details: 'd', image: await image() }), admin.token);
    expect(res.status).toBe(201);
  });
});
