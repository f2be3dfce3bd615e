// The real API process on the embedded database: what it acknowledged survives a kill, a second process
// on the same data folder is refused, and SIGTERM closes it cleanly.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, startApiProcess } from '../api-process.ts';
import { Client, copyEmbeddedTemplate, form, image, usePostgres } from '../helpers.ts';
import { freePort } from '../smtp.ts';

const JWT_SECRET = 'durability-test-secret-long-enough-for-hs256';
const ADMIN_EMAIL = 'owner@durability.example.com';
const ADMIN_PASSWORD = 'a long enough admin password';

/** Starts `node api/src/server.ts` on the data folder. */
const startApi = (dataDir: string, port: number) =>
  startApiProcess({ DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD });

async function started(dataDir: string, port: number) {
  const api = startApi(dataDir, port);
  await api.ready;
  return api;
}

/** The superuser's access token, by signing in as ADMIN_EMAIL like the admin console does. */
async function adminToken(client: Client): Promise<string> {
  const login = await client.post('user/token/', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.access;
}

describe.skipIf(usePostgres)('the API process on the embedded database', () => {
  let dataDir: string;
  let port: number;
  let client: Client;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fitout-durability-'));
    copyEmbeddedTemplate(dataDir);
    port = await freePort();
    client = new Client(`http://127.0.0.1:${port}/api/v1`);
  });
  afterAll(async () => {
    killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const acknowledged: { id: number; slug: string; image: string }[] = [];

  it('keeps every acknowledged write after SIGKILL, and restarts on the same folder', async () => {
    const first = await started(dataDir, port);
    const token = await adminToken(client);
    for (let i = 1; i <= 6; i++) {
      const res = await client.post(
        'category/create/',
        form({ title: `Durable category ${i}`, details: `Written before the kill, number ${i}.`, image: await image('png', 80 + i, 60) }),
        token,
      );
      expect(res.status, first.output()).toBe(201);
      acknowledged.push({ id: res.body.id, slug: res.body.slug, image: res.body.image });
    }
    // No grace: the process dies right after answering the last write.
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');

    // The killed process's lock goes stale after a few seconds; the restart waits for it.
    const second = await started(dataDir, port);
    const list = await client.get('category/list/');
    expect(list.status, second.output()).toBe(200);
    for (const written of acknowledged) {
      const found = list.body.find((c: { id: number }) => c.id === written.id);
      expect(found, `category ${written.slug} lost`).toMatchObject({ slug: written.slug, image: written.image });
      expect((await fetch(written.image)).status).toBe(200);
    }
    expect(list.body).toHaveLength(acknowledged.length);

    // It still takes writes after the crash.
    const after = await client.post(
      'category/create/',
      form({ title: 'After the restart', details: 'd', image: await image() }),
      await adminToken(client),
    );
    expect(after.status).toBe(201);
    acknowledged.push({ id: after.body.id, slug: after.body.slug, image: after.body.image });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('refuses a second process on the same data folder with a clear message', async () => {
    const first = await started(dataDir, port);
    const intruder = startApi(dataDir, await freePort());
    const code = await intruder.exited;
    expect(code).not.toBe(0);
    expect(intruder.output()).toContain(`The data folder ${dataDir} is in use by another running API process.`);
    // The first one is unharmed.
    const list = await client.get('category/list/');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { slug: string }) => c.slug)).toEqual(acknowledged.map((c) => c.slug));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 180_000);

  it('exits 0 on SIGTERM, releasing the folder at once', async () => {
    const api = await started(dataDir, port);
    const token = await adminToken(client);
    const res = await client.post('category/create/', form({ title: 'Before SIGTERM', details: 'd', image: await image() }), token);
    expect(res.status).toBe(201);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    expect(api.child.signalCode).toBeNull();
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const next = await started(dataDir, port);
    const list = await client.get('category/list/');
    expect(list.body.map((c: { slug: string }) => c.slug)).toContain('before-sigterm');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 180_000);
});
