// While a backup copies the media, removing an image's files waits (media/removal-hold.ts): a replaced profile
// picture's old files stay until the backup's hold ends, and the request that replaced it does not wait for that. On
// PostgreSQL the hold reaches every process on the database: a second app on it holds removals for the first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingRemovals, RETRY_HELD_MS } from '../../src/media/removal-hold.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';
import { databaseOf } from './records.ts';

/** Holds removals as a backup of `t`'s database does while it copies, until `end()`. */
async function holdRemovals(t: TestApp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const ended = holdingRemovals(databaseOf(t), async () => {
    taken();
    await released;
  });
  await held;
  return {
    end: async () => {
      release();
      await ended;
    },
  };
}

/** Replaces `customer`'s profile picture through the API; answers the new picture's key. */
async function replacePicture(t: TestApp, customer: TestUser, width: number): Promise<string> {
  const res = await t.api.patch(`user/profile/${customer.id}/`, form({ image: await image('png', width, 60) }), customer.token);
  expect(res.status).toBe(200);
  return new URL(res.body.image).pathname.split('/')[2];
}

/** Whether the files of `key` are in `t`'s media folder. */
const stored = (t: TestApp, key: string) => existsSync(join(t.app.media.dir!, key));

describe('removing media files while a backup copies them', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('keeps a replaced picture until the hold ends, the replacement answering at once; then removes it', async () => {
    const old = await replacePicture(t, customer, 80);
    const backup = await holdRemovals(t);
    try {
      // Answered while the hold is still taken: the request does not wait for the backup.
      const current = await replacePicture(t, customer, 81);
      expect(stored(t, current)).toBe(true);
      expect(stored(t, old)).toBe(true);
    } finally {
      await backup.end();
    }
    // The embedded database's held removals go as the hold ends; PostgreSQL's at the process's next try.
    if (!usePostgres) expect(stored(t, old)).toBe(false);
    await expect.poll(() => stored(t, old), { timeout: RETRY_HELD_MS * 5, interval: 200 }).toBe(false);
  });

  it('removes at once when no backup holds removals', async () => {
    const old = await replacePicture(t, customer, 82);
    await replacePicture(t, customer, 83);
    expect(stored(t, old)).toBe(false);
  });
});

describe.runIf(usePostgres)('removing media files while another process backs up (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { DATABASE_URL: a.config.databaseUrl });
    customer = await createUser(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("holds the first app's removals while the second's backup copies, and the first removes them after it", async () => {
    const old = await replacePicture(a, customer, 90);
    const backup = await holdRemovals(b);
    let current = '';
    try {
      current = await replacePicture(a, customer, 91);
      expect(stored(a, old)).toBe(true);
      // Tried again meanwhile, and still held.
      await new Promise((resolve) => setTimeout(resolve, RETRY_HELD_MS + 500));
      expect(stored(a, old)).toBe(true);
    } finally {
      await backup.end();
    }
    await expect.poll(() => stored(a, old), { timeout: RETRY_HELD_MS * 5, interval: 200 }).toBe(false);
    expect(stored(a, current)).toBe(true);
  });

  it('tries the held removals once more as the process closes', async () => {
    const old = await replacePicture(a, customer, 92);
    const backup = await holdRemovals(b);
    try {
      await replacePicture(a, customer, 93);
    } finally {
      await backup.end();
    }
    // Closing the store (the app does before its database) does not wait for the next try, seconds away.
    await a.app.media.close();
    expect(stored(a, old)).toBe(false);
  });
});
