// The bundled server's site builds: each into a fresh folder, swapped in only when complete, the previous one
// removed later; a failed build changes nothing that is served; a restart serves the last build and skips a
// build that is current. A build kept alive publishes later changes into the live folder, until the code changes
// or a pass fails. A fake build function writes the files (regenerate.test.ts runs the real one).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteBuilds } from '../../src/publish/site-builds.ts';
import type { LiveSite } from '@fitout/shared/publishing';

const dirs: string[] = [];
const builders: SiteBuilds[] = [];
afterEach(async () => {
  for (const builder of builders.splice(0)) await builder.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(options: { stamp?: () => string; code?: () => string; graceMs?: number; live?: (outDir: string) => LiveSite } = {}) {
  const buildsDir = mkdtempSync(join(tmpdir(), 'fitout-builds-'));
  dirs.push(buildsDir);
  let count = 0;
  const gates: { open: () => void; fail: (error: Error) => void }[] = [];
  const make = () => {
    const builder = new SiteBuilds({
      buildsDir,
      debounceMs: 10,
      graceMs: options.graceMs ?? 60_000,
      stamp: {
        code: async () => (options.code ? options.code() : 'the same code'),
        catalogue: async () => (options.stamp ? options.stamp() : 'same'),
      },
      // Writes half the site, waits for the test, then writes the rest.
      build: async (outDir, signal) => {
        count += 1;
        const n = count;
        await mkdir(join(outDir, 'about'), { recursive: true });
        await writeFile(join(outDir, 'index.html'), `<title>Build ${n}</title>`);
        await new Promise<void>((open, fail) => {
          gates.push({ open, fail });
          signal.addEventListener('abort', () => fail(signal.reason));
        });
        await writeFile(join(outDir, 'about', 'index.html'), `<title>About ${n}</title>`);
        await writeFile(join(outDir, '404.html'), '<title>Error 404 NotFound</title>');
        return options.live?.(outDir);
      },
    });
    builders.push(builder);
    return builder;
  };
  const nextGate = async () => {
    for (let i = 0; i < 500 && gates.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const gate = gates.shift();
    if (!gate) throw new Error('no build started');
    return gate;
  };
  return { buildsDir, make, nextGate, builds: () => count };
}

describe('site builds', () => {
  it('serve nothing until the first build is complete, then that build', async () => {
    const { make, nextGate } = setup();
    const site = make();
    expect(site.current()).toBeNull();
    site.request('category changed');
    const gate = await nextGate();
    // Half written: still nothing to serve, and the status says a build runs.
    expect(site.current()).toBeNull();
    expect(site.status()).toMatchObject({ mode: 'local', building: true });
    gate.open();
    await site.idle();
    const live = site.current()!;
    expect(existsSync(join(live, 'about', 'index.html'))).toBe(true);
    expect(site.status()).toMatchObject({ building: false, failed: false });
  });

  it('swap a new build in only once it is complete, and remove the old one after the grace period', async () => {
    const { make, nextGate, buildsDir } = setup({ graceMs: 50 });
    const site = make();
    site.request('first');
    (await nextGate()).open();
    await site.idle();
    const first = site.current()!;

    site.request('package changed');
    const gate = await nextGate();
    expect(site.current()).toBe(first);
    gate.open();
    await site.idle();
    const second = site.current()!;
    expect(second).not.toBe(first);
    expect(existsSync(first)).toBe(true);
    await expect.poll(() => existsSync(first), { timeout: 10_000 }).toBe(false);
    expect(readdirSync(buildsDir).sort()).toEqual([second.split('/').pop(), 'current.json'].sort());
  });

  it('keep serving the previous build when a build fails, report the error, and remove the broken folder', async () => {
    const { make, nextGate, buildsDir } = setup();
    const site = make();
    site.request('first');
    (await nextGate()).open();
    await site.idle();
    const first = site.current()!;

    site.request('work changed');
    (await nextGate()).fail(new Error('The site build exited with code 1: fetch failed'));
    await site.idle();
    expect(site.current()).toBe(first);
    expect(site.status()).toMatchObject({ failed: true, error: 'The site build exited with code 1: fetch failed' });
    expect(readdirSync(buildsDir).sort()).toEqual([first.split('/').pop(), 'current.json'].sort());
  });

  it('after a restart, serve the last build at once, skip a build that is current, and clear unfinished folders', async () => {
    let stamp = 'catalogue A';
    const { make, nextGate, buildsDir, builds } = setup({ stamp: () => stamp });
    const before = make();
    before.request('first');
    (await nextGate()).open();
    await before.idle();
    const live = before.current()!;
    await before.stop();
    // A build that a killed process left half written.
    mkdirSync(join(buildsDir, 'unfinished'));
    writeFileSync(join(buildsDir, 'unfinished', 'index.html'), 'half');

    const after = make();
    expect(after.current()).toBe(live);
    expect(after.status().published_at).not.toBeNull();
    expect(existsSync(join(buildsDir, 'unfinished'))).toBe(false);
    expect(await after.ensureCurrent('npm start')).toBe('current');
    expect(builds()).toBe(1);

    stamp = 'catalogue B';
    const ensured = after.ensureCurrent('npm start');
    (await nextGate()).open();
    expect(await ensured).toBe('built');
    expect(builds()).toBe(2);
    expect(after.current()).not.toBe(live);
  });

  it('stop a running build and leave no folder of it behind', async () => {
    const { make, nextGate, buildsDir } = setup();
    const site = make();
    site.request('first');
    (await nextGate()).open();
    await site.idle();
    const live = site.current()!;
    site.request('second');
    await nextGate();
    await site.stop();
    expect(site.current()).toBe(live);
    expect(readdirSync(buildsDir).sort()).toEqual([live.split('/').pop(), 'current.json'].sort());
  });

  it('publish later changes into the live folder with the build kept alive; build afresh when the code changed or a pass failed', async () => {
    let code = 'code A';
    const passes: string[] = [];
    let failNext = false;
    const { make, nextGate, builds } = setup({
      code: () => code,
      live: (outDir) => ({
        regenerate: async () => {
          if (failNext) {
            failNext = false;
            throw new Error('Rendering the changed pages failed: fetch failed');
          }
          passes.push(outDir);
          await writeFile(join(outDir, 'about', 'index.html'), `<title>About, pass ${passes.length}</title>`);
          return { written: ['about/index.html'], removed: [], pages: 3, rendered: 1, records: 1, ms: 1, readMs: 1, pathsMs: 1, compareMs: 0 };
        },
        close: () => {},
      }),
    });
    const site = make();
    site.request('first');
    (await nextGate()).open();
    await site.idle();
    const live = site.current()!;

    site.request('package changed');
    await site.idle();
    expect(site.current()).toBe(live);
    expect(passes).toEqual([live]);
    expect(readFileSync(join(live, 'about', 'index.html'), 'utf8')).toBe('<title>About, pass 1</title>');
    expect(builds()).toBe(1);
    expect(site.status()).toMatchObject({ failed: false });

    failNext = true;
    site.request('work changed');
    (await nextGate()).open();
    await site.idle();
    expect(builds()).toBe(2);
    expect(site.current()).not.toBe(live);
    expect(site.status()).toMatchObject({ failed: false });

    code = 'code B';
    site.request('category changed');
    (await nextGate()).open();
    await site.idle();
    expect(builds()).toBe(3);
    expect(passes).toEqual([live]);
  });
});
