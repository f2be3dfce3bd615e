// PUBLISH_HOOK_URL: catalogue changes POST to the build hook (coalesced); orders and contact messages never do;
// GET /api/v1/admin/publish tells superusers how the last call went.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

type Call = { body: { event_type: string; reasons: string[] } };
const calls: Call[] = [];
let answer = 200;
let hook: Server;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (condition()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}
const status = async () => (await t.api.get('admin/publish', admin.token)).body;

beforeAll(async () => {
  hook = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      calls.push({ body: JSON.parse(text) });
      response.statusCode = answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await startTestApp({}, { PUBLISH_HOOK_URL: `http://127.0.0.1:${port}/build`, PUBLISH_DEBOUNCE_MS: '1500' });
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => hook.close(resolve));
});
/** Nothing building and nothing waiting to be built. */
const quiet = () => !t.app.publisher.status!().building && !t.app.publisher.status!().pending;
beforeEach(async () => {
  await until(quiet, 'a quiet publisher');
  calls.length = 0;
  answer = 200;
});

describe('the build hook', () => {
  it('is called once for changes made in quick succession, with what changed', async () => {
    expect(await status()).toMatchObject({ id: 'status', mode: 'hook', building: false, pending: false, published_at: null });
    const category = await t.api.post(
      'category/create/',
      form({ title: 'Flooring', details: 'Tiles and parquet', image: await image() }),
      admin.token,
    );
    expect(category.status).toBe(201);
    await t.api.put(`category/update/${category.body.id}/`, form({ title: 'Flooring', details: 'Tiles, parquet and marble' }), admin.token);
    const waiting = await status();
    expect(waiting.pending || waiting.building).toBe(true);
    // Once a call is made and the publisher is quiet (nothing building, nothing waiting), no other call is coming.
    await until(() => calls.length > 0 && quiet(), 'the hook call, then a quiet publisher');
    expect(calls).toHaveLength(1);
    expect(calls[0].body.event_type).toBe('publish');
    expect(calls[0].body.reasons.length).toBeGreaterThanOrEqual(1);
    expect(calls[0].body.reasons.join(' ')).toMatch(/categor/i);
    const after = await status();
    expect(after).toMatchObject({ mode: 'hook', building: false, pending: false, failed: false, error: null });
    expect(Date.parse(after.published_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is never called for a contact message', async () => {
    const res = await t.api.post('contact/', { name: 'Mona', email: 'mona@example.com', message: 'Do you paint villas?' });
    expect(res.status).toBeLessThan(300);
    // A catalogue change asks for a publish before it is answered, and waits the debounce's 1.5 s: nothing asked here.
    expect(await status()).toMatchObject({ building: false, pending: false });
    expect(calls).toHaveLength(0);
  });

  it('reports a hook that fails, and calls it again on the next change', async () => {
    answer = 500;
    const category = await t.api.post('category/create/', form({ title: 'Gypsum', details: 'Ceilings', image: await image() }), admin.token);
    expect(category.status).toBe(201);
    await until(() => calls.length === 1 && !t.app.publisher.status!().building, 'the failed call');
    expect(await status()).toMatchObject({ failed: true, error: 'The build hook answered 500 Internal Server Error' });

    answer = 200;
    await t.api.delete(`category/delete/${category.body.id}/`, admin.token);
    await until(() => calls.length === 2 && !t.app.publisher.status!().building, 'the next call');
    expect(await status()).toMatchObject({ failed: false, error: null });
  });
});

describe('GET /api/v1/admin/publish', () => {
  it('is for superusers only', async () => {
    expect((await t.api.get('admin/publish')).status).toBe(401);
    expect((await t.api.get('admin/publish', customer.token)).status).toBe(403);
    expect((await t.api.get('admin/publish/status', admin.token)).body).toEqual(await status());
  });
});

describe('an API without a publisher', () => {
  it('says publishing is off', async () => {
    const bare = await startTestApp();
    try {
      const boss = await createUser(bare.app, { superuser: true });
      expect((await bare.api.get('admin/publish', boss.token)).body).toMatchObject({ id: 'status', mode: 'off', building: false, failed: false });
    } finally {
      await bare.close();
    }
  });
});
