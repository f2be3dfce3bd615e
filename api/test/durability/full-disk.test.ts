// A full disk under the media folder (a small tmpfs mounted there, then filled): an upload answers 507 with a
// clear message and leaves nothing half-written, neither files nor a record pointing at missing ones.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { canMount } from './tmpfs.ts';

const mountable = canMount();

describe.skipIf(!mountable)('uploads on a full disk (skipped where `mount -t tmpfs` is refused: it needs root)', () => {
  let t: TestApp;
  let admin: TestUser;
  let mediaDir: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t.app, { superuser: true });
    mediaDir = t.app.media.dir!;
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mediaDir]);
  });
  afterAll(async () => {
    execFileSync('umount', [mediaDir]);
    await t.close();
  });

  /** Fills the disk to the last byte. */
  function fill() {
    try {
      writeFileSync(join(mediaDir, 'filler'), Buffer.alloc(2 * 1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
  }

  it('answers 507 with a clear message, keeps no files and no record, and takes the upload once there is room', async () => {
    fill();
    const res = await t.api.post('category/create/', form({ title: 'Full disk', details: 'd', image: await image('png', 1200, 900) }), admin.token);
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ code: 'server.storage_full', detail: apiMessages.storageFull, request_id: res.headers.get('x-request-id') });
    expect(readdirSync(mediaDir)).toEqual(['filler']);
    expect((await t.api.get('category/list/')).body).toEqual([]);

    rmSync(join(mediaDir, 'filler'));
    const again = await t.api.post('category/create/', form({ title: 'Full disk', details: 'd', image: await image('png', 1200, 900) }), admin.token);
    expect(again.status).toBe(201);
    expect((await fetch(again.body.image)).status).toBe(200);
  });
});
