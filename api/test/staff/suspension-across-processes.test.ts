// A suspension ends the account's sessions on every API process at once, not only on the one that suspended it: the
// other process is the real server (`node api/src/server.ts`) on the same PostgreSQL, holding the account in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiProcess, killAll, startApiProcess } from '../api-process.ts';
import { Client, createUser, startTestApp, type TestApp, usePostgres } from '../helpers.ts';
import { freePort } from '../smtp.ts';

describe.skipIf(!usePostgres)('suspension, seen by another API process', () => {
  let a: TestApp;
  let b: ApiProcess;
  let bApi: Client;
  let dataDir: string;

  beforeAll(async () => {
    a = await startTestApp({}, { STAFF_2FA: 'optional' });
    dataDir = mkdtempSync(join(tmpdir(), 'fitout-suspension-'));
    const port = await freePort();
    b = startApiProcess({
      DATABASE_URL: a.config.databaseUrl,
      JWT_SECRET: a.config.jwtSecret,
      DATA_DIR: dataDir,
      PORT: String(port),
      STAFF_2FA: 'optional',
    });
    await b.ready;
    bApi = new Client(`http://127.0.0.1:${port}/api/v1`);
  }, 60_000);
  afterAll(async () => {
    killAll();
    await b?.exited;
    await a?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a salesperson signed in through the other process is signed out there as soon as an owner suspends them', async () => {
    const owner = await createUser(a.app, { role: 'owner' });
    const sales = await createUser(a.app, { role: 'sales' });
    const session = await bApi.post('user/token/', { email: sales.email, password: sales.password });
    expect(session.status).toBe(200);
    expect((await bApi.get('admin/orders', session.body.access)).status).toBe(200);

    expect((await a.api.put(`admin/staff/${sales.id}`, { suspended: true }, owner.token)).status).toBe(200);
    await vi.waitFor(async () => expect((await bApi.get('admin/orders', session.body.access)).status).toBe(401), { timeout: 5_000, interval: 20 });
    expect((await bApi.post('user/token/refresh/', { refresh: session.body.refresh })).status).toBe(401);
    expect((await bApi.post('user/token/', { email: sales.email, password: sales.password })).status).toBe(401);
  });
});
