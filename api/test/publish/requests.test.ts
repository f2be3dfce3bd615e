// Several API processes on one PostgreSQL (apps here) with one build hook: changes made through any of them are
// published once, by whichever process claims them first, and none is lost when it lands during a publication or
// when a process closes mid-call. GET admin/publish answers alike in every process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuildJob, Coalescer } from '../../src/publish/coalescer.ts';
import type { ChangedRecord } from '../../src/publish/publisher.ts';
import { PublishRequests } from '../../src/publish/requests.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';

const DEBOUNCE_MS = 1_000;
/** For what takes a few database round trips, on a busy machine. */
const WAIT = { timeout: 5_000, interval: 20 };
type Call = { reasons: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publishers sharing requests through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A publisher as context.ts wires it (its requests recorded, then coalesced), with builds the test ends. */
  function publisher() {
    const requests = new PublishRequests({ db: t.app.db, log: t.app.log });
    const builds: (BuildJob & { finish: () => void })[] = [];
    const coalescer = new Coalescer({
      mode: 'local',
      debounceMs: 100,
      build: (job) =>
        new Promise<void>((resolve, reject) => {
          builds.push({ ...job, finish: resolve });
          job.signal.addEventListener('abort', () => reject(job.signal.reason));
        }),
    });
    coalescer.claimFrom(requests);
    // Recorded first: each publisher's debounce then starts once every row is in (a moment later in production).
    const request = async (reason: string, records?: ChangedRecord[]) => {
      await requests.add(reason, records);
      coalescer.request(reason, records);
    };
    return { requests, coalescer, builds, request };
  }

  it('build once for requests made through both, for the records they name; the other finds nothing and reports nothing', async () => {
    const [one, two] = [publisher(), publisher()];
    const made: [ReturnType<typeof publisher>, string, ChangedRecord[]][] = [
      [one, 'package created', ['package:7']],
      [two, 'work created', ['work:3']],
      [one, 'package updated', ['package:7', 'package:8']],
    ];
    // Every row is in before either publisher's debounce starts (a build hook's two seconds cover the pool's writes; the
    // test's 100 ms may not on a busy machine, and a row recorded after a claim is rightly published by a build of
    // its own).
    await Promise.all(made.map(([by, reason, records]) => by.requests.add(reason, records)));
    for (const [by, reason, records] of made) by.coalescer.request(reason, records);
    await vi.waitFor(() => expect(one.builds.length + two.builds.length).toBe(1), WAIT);
    const [builder, other] = one.builds.length ? [one, two] : [two, one];
    await vi.waitFor(() => expect(other.coalescer.status().pending || other.coalescer.status().building).toBe(false), WAIT);
    // In the order the database took them (the pool writes them side by side).
    const all = ['package created', 'package updated', 'work created'];
    expect(builder.builds[0].reasons.toSorted()).toEqual(all);
    expect(builder.builds[0].records?.toSorted()).toEqual(['package:7', 'package:8', 'work:3']);
    builder.builds[0].finish();
    await builder.coalescer.idle();
    expect(other.builds).toHaveLength(0);
    expect(other.coalescer.status()).toMatchObject({ published_at: null, failed: false, reasons: [] });
    // The console reads the publication in both.
    for (const { coalescer, requests } of [one, two]) {
      const status = await requests.status(coalescer.status());
      expect(status).toMatchObject({ building: false, pending: false, failed: false, reasons: builder.builds[0].reasons });
      expect(status.published_at).not.toBeNull();
    }
  });

  it('build what publishNow asks for even when nothing waits (npm start)', async () => {
    const one = publisher();
    const done = one.coalescer.publishNow('npm start');
    await vi.waitFor(() => expect(one.builds).toHaveLength(1), WAIT);
    expect(one.builds[0].reasons).toEqual(['npm start']);
    expect(one.builds[0].records).toBeNull();
    one.builds[0].finish();
    await done;
  });

  it('build for anything when one request names no records (the demo seed)', async () => {
    const one = publisher();
    await Promise.all([one.request('demo content seeded'), one.request('work created', ['work:3'])]);
    await vi.waitFor(() => expect(one.builds).toHaveLength(1), WAIT);
    expect(one.builds[0].records).toBeNull();
    one.builds[0].finish();
    await one.coalescer.idle();
  });

  it('give claimed requests back when stopped mid-build, for the next publisher', async () => {
    const [one, two] = [publisher(), publisher()];
    await one.request('category deleted', ['category:4']);
    await vi.waitFor(() => expect(one.builds).toHaveLength(1), WAIT);
    await one.coalescer.stop();
    expect(await two.requests.status(two.coalescer.status())).toMatchObject({ pending: true });
    two.coalescer.request('a start');
    await vi.waitFor(() => expect(two.builds).toHaveLength(1), WAIT);
    expect(two.builds[0].reasons).toEqual(['category deleted']);
    expect(two.builds[0].records).toEqual(['category:4']);
    two.builds[0].finish();
    await two.coalescer.idle();
  });
});

describe.skipIf(!usePostgres)('two API processes publishing through one build hook', () => {
  const calls: Call[] = [];
  /** While set, the hook answers only once it resolves (a publication under way). */
  let held: Promise<void> | null = null;
  let release = () => {};
  let hook: Server;
  let hookUrl: string;
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let pkg: number;

  const env = () => ({ PUBLISH_HOOK_URL: hookUrl, PUBLISH_DEBOUNCE_MS: String(DEBOUNCE_MS) });
  const quiet = (t: TestApp) => !t.app.publisher.status!().building && !t.app.publisher.status!().pending;
  const status = async (t: TestApp) => (await t.api.get('admin/publish', admin.token)).body;
  /** Waits until no process builds or waits, and then a debounce more: any call still to come has come. */
  async function settled(apps: TestApp[]) {
    await vi.waitFor(() => expect(apps.every(quiet)).toBe(true), { timeout: 15_000, interval: 50 });
    await sleep(DEBOUNCE_MS + 500);
    expect(apps.every(quiet)).toBe(true);
  }
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
  };
  const addComponent = async (t: TestApp, title: string) => {
    const res = await t.api.post('admin/components', { post_id: pkg, title, description: 'Fitted.' }, admin.token);
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const renameComponent = async (t: TestApp, id: number, title: string) => {
    const res = await t.api.put(`admin/components/${id}`, { post_id: pkg, title, description: 'Fitted.' }, admin.token);
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    hook = createServer((request: IncomingMessage, response: ServerResponse) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', async () => {
        // Sorted: which of two processes' rows the database numbered first is not what is tested.
        calls.push({ reasons: (JSON.parse(text).reasons as string[]).toSorted() });
        if (held) await held;
        response.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = hook.address();
    hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build`;
    a = await startTestApp({}, env());
    b = await startTestApp({}, { ...env(), DATABASE_URL: a.config.databaseUrl });
    admin = await createUser(a.app, { superuser: true });
    const category = await a.api.post('admin/categories', form({ title: 'Bathrooms', details: 'Tiles', image: await image() }), admin.token);
    const created = await a.api.post(
      'admin/packages',
      form({ title: 'Walk-in Shower', price_per_unit: '900', category: category.body.id, image: await image() }),
      admin.token,
    );
    pkg = created.body.id;
    await settled([a, b]);
  });
  afterAll(async () => {
    release();
    await b?.close();
    await a?.close();
    hook.closeAllConnections();
    await new Promise((resolve) => hook.close(resolve));
  });
  beforeEach(() => {
    calls.length = 0;
    held = null;
  });

  it('ten changes spread over both within the debounce make one hook call, with what changed in each', async () => {
    for (let i = 0; i < 5; i++) {
      const part = await addComponent(a, `Part ${i}`);
      await renameComponent(b, part.id, `Part ${i} (renamed)`);
    }
    await settled([a, b]);
    expect(calls).toEqual([{ reasons: ['component created', 'component updated'] }]);
    // Both processes tell the console the same: published, nothing waits.
    const [onA, onB] = [await status(a), await status(b)];
    expect(onA).toMatchObject({ mode: 'hook', building: false, pending: false, failed: false, error: null });
    expect(onB).toEqual(onA);
    expect(Date.parse(onA.published_at)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('a change made while another process publishes is published after it', async () => {
    hold();
    await addComponent(a, 'Mixer tap');
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000, interval: 20 });
    // A's call is under way: changes through A and then B land meanwhile.
    const part = await addComponent(a, 'Shower screen');
    await renameComponent(b, part.id, 'Glass shower screen');
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 10_000, interval: 20 });
    release();
    await settled([a, b]);
    expect(calls).toEqual([{ reasons: ['component created'] }, { reasons: ['component created', 'component updated'] }]);
  });

  it('requests claimed by a process that closes mid-call are published by the next one to start', async () => {
    const c = await startTestApp({}, { ...env(), DATABASE_URL: a.config.databaseUrl });
    try {
      hold();
      await addComponent(c, 'Towel rail');
      await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000, interval: 20 });
    } finally {
      // Closing stops the call under way; its requests wait again in the database.
      await c.close();
    }
    release();
    held = null;
    expect(calls).toHaveLength(1);
    expect(await status(a)).toMatchObject({ pending: true });
    const d = await startTestApp({}, { ...env(), DATABASE_URL: a.config.databaseUrl });
    try {
      await settled([a, b, d]);
      expect(calls).toEqual([{ reasons: ['component created'] }, { reasons: ['component created'] }]);
      expect(await status(a)).toMatchObject({ pending: false, failed: false });
    } finally {
      await d.close();
    }
  });
});
