// No lost edits: the admin face's records carry an ETag; an update or delete names it in If-Match, a stale one is
// refused with 412 and who changed the record when, a missing one with 428; the spec's own calls are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@fitout/shared';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.app, { role: 'owner' });
  editor = await createUser(t.app, { role: 'editor' });
});
afterAll(() => t.close());

async function newCategory(title: string) {
  const res = await t.api.post('admin/categories', form({ title, details: 'Walls', image: await image() }), owner.token);
  expect(res.status).toBe(201);
  titles.set(`admin/categories/${res.body.id}`, title);
  return res;
}

/** A raw write with the headers given; an update sends the category's title along (the console sends the whole record). */
const titles = new Map<string, string>();
const write = (method: 'PUT' | 'DELETE', path: string, token: string, headers: Record<string, string>, body?: { details: string }) =>
  t.api.request(method, path, { token, headers, body: body && { title: titles.get(path) ?? 'Unknown', ...body } });

describe('ETags of the admin face', () => {
  it('answers an ETag on create, on reading one record and on update, a new one after each change', async () => {
    const created = await newCategory('Tagged');
    const tag = created.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    const read = await t.api.get(`admin/categories/${created.body.id}`, editor.token);
    expect(read.headers.get('etag')).toBe(tag);

    const updated = await write('PUT', `admin/categories/${created.body.id}`, editor.token, { 'if-match': tag! }, { details: 'Ceilings' });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(updated.headers.get('etag')).not.toBe(tag);
    expect((await t.api.get(`admin/categories/${created.body.id}`, owner.token)).headers.get('etag')).toBe(updated.headers.get('etag'));
  });

  it('refuses an update or a delete without If-Match (428) and changes nothing', async () => {
    const created = await newCategory('Unconditional');
    const path = `admin/categories/${created.body.id}`;
    const put = await write('PUT', path, owner.token, {}, { details: 'Overwritten' });
    expect(put.status).toBe(428);
    expect(put.body).toEqual({ code: 'request.precondition_required', detail: auditMessages.preconditionRequired });
    expect((await write('DELETE', path, owner.token, {})).status).toBe(428);
    expect((await t.api.get(path, owner.token)).body.details).toBe('Walls');
  });

  it('refuses a stale If-Match with 412, naming who changed the record and when, and keeps their change', async () => {
    const created = await newCategory('Contested');
    const path = `admin/categories/${created.body.id}`;
    const stale = created.headers.get('etag')!;
    const first = await write('PUT', path, editor.token, { 'if-match': stale }, { details: 'The editor’s words' });
    expect(first.status).toBe(200);

    const second = await write('PUT', path, owner.token, { 'if-match': stale }, { details: 'The owner’s words' });
    expect(second.status).toBe(412);
    expect(second.body).toEqual({ code: 'record.stale', detail: auditMessages.stale, changed_by: editor.email, changed_at: expect.any(String) });
    expect(Date.now() - Date.parse(second.body.changed_at)).toBeLessThan(60_000);
    expect((await write('DELETE', path, owner.token, { 'if-match': stale })).status).toBe(412);
    expect((await t.api.get(path, owner.token)).body.details).toBe('The editor’s words');

    // Reloaded, the owner's save goes through.
    const fresh = (await t.api.get(path, owner.token)).headers.get('etag')!;
    expect((await write('PUT', path, owner.token, { 'if-match': fresh }, { details: 'The owner’s words' })).status).toBe(200);
  });

  it('lets exactly one of two concurrent writes with the same ETag succeed', async () => {
    const created = await newCategory('Raced');
    const path = `admin/categories/${created.body.id}`;
    const tag = created.headers.get('etag')!;
    const answers = await Promise.all(['One', 'Two', 'Three'].map((details) => write('PUT', path, owner.token, { 'if-match': tag }, { details })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await t.api.get(path, owner.token)).body.details).toBe(winner.body.details);
  });

  it('takes a weak tag as no match, and If-Match: * as any version; an unknown record is still 404', async () => {
    const created = await newCategory('Starred');
    const path = `admin/categories/${created.body.id}`;
    const weak = `W/${created.headers.get('etag')}`;
    expect((await write('PUT', path, owner.token, { 'if-match': weak }, { details: 'x' })).status).toBe(412);
    expect((await write('PUT', path, owner.token, { 'if-match': '*' }, { details: 'Any' })).status).toBe(200);
    expect((await write('PUT', 'admin/categories/999999', owner.token, { 'if-match': '*' }, { details: 'x' })).status).toBe(404);
  });

  it('keeps a package’s ETag when only its view count moves', async () => {
    const category = await newCategory('Viewed');
    const pkg = await t.api.post(
      'admin/packages',
      form({ title: 'Viewed Package', price_per_unit: '100', category: category.body.id, image: await image() }),
      owner.token,
    );
    expect(pkg.status).toBe(201);
    expect((await t.api.get(`post/detail/${pkg.body.slug}/`)).status).toBe(200);
    await t.app.views.flush();
    const read = await t.api.get(`admin/packages/${pkg.body.id}`, owner.token);
    expect(read.body.view).toBeGreaterThan(0);
    expect(read.headers.get('etag')).toBe(pkg.headers.get('etag'));
  });

  it('leaves the spec’s own calls as they were: no If-Match asked for', async () => {
    const created = await newCategory('Spec Face');
    const res = await t.api.request('PUT', `category/update/${created.body.id}/`, {
      token: owner.token,
      body: form({ title: 'Spec Face', details: 'Through the spec' }),
    });
    expect(res.status).toBe(200);
    // and the admin face's ETag moved with it
    expect((await t.api.get(`admin/categories/${created.body.id}`, owner.token)).headers.get('etag')).not.toBe(created.headers.get('etag'));
  });

  it('documents If-Match, 412 and 428 on the admin face’s updates and deletes (OpenAPI)', async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    for (const operation of [document.paths['/api/v1/admin/packages/{id}'].put, document.paths['/api/v1/admin/categories/{id}'].delete]) {
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['412', '428']));
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match', required: true }));
    }
    expect(Object.keys(document.paths['/api/v1/admin/packages'].post.responses)).not.toContain('428');
  });
});
