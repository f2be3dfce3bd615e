// Publishing renders again only the pages a change touches, into the live folder, from one build of the site's code
// (site/scripts/page-renderer.ts through publish/site-renderer.ts): an edit made while pages are being rendered is
// published by the pass after it, and after a series of random catalogue edits the folder equals a fresh full
// build (`node site/scripts/build.ts`) file for file. Two full builds in all: the renderer's first, and that one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteBuilds } from '../../src/publish/site-builds.ts';
import { type LiveSite, siteRenderer } from '../../src/publish/site-renderer.ts';
import { catalogueHash } from '../../src/publish/stamp.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

const repoDir = resolve(import.meta.dirname, '../../..');
const SITE_URL = 'http://localhost:8000';
/** The seed of the random edits; another with SEED=… to try other series. */
const SEED = Number(process.env.SEED ?? 20_240_601);

let t: TestApp;
let admin: TestUser;
let site: SiteBuilds;
const dirs: string[] = [];
/** Called once at the end of the next pass, before the pass is over. */
let duringPass: (() => Promise<void>) | null = null;
let passes = 0;
/** What the publisher said, shown when an expectation fails. */
const log: string[] = [];

type Category = { id: number; slug: string; title: string };
type Pkg = { id: number; slug: string; title: string; category: { id: number } };
type Work = { id: number; slug: string; title: string };

const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  const build = siteRenderer({ repoDir, apiUrl: () => t.url, env: { SITE_URL } });
  site = new SiteBuilds({
    buildsDir: scratch('fitout-regenerate-'),
    debounceMs: 20,
    log: (line) => log.push(line),
    stamp: { code: async () => 'the same code', catalogue: () => catalogueHash(t.app.db) },
    build: async (outDir, signal) => {
      const live = await build(outDir, signal);
      return {
        regenerate: async (passSignal) => {
          const result = await live.regenerate(passSignal);
          passes += 1;
          const during = duringPass;
          duringPass = null;
          await during?.();
          return result;
        },
        close: () => live.close(),
      } satisfies LiveSite;
    },
  });
  for (let n = 1; n <= 3; n++) await createCategory(`Category ${n}`);
  const categories = await allCategories();
  for (let n = 1; n <= 9; n++) await createPackage(`Package ${n}`, categories[n % 3].id);
  await addComponent((await allPackages())[0].id, 'Tiles');
  for (let n = 1; n <= 4; n++) await createWork(`Work ${n}`);
  site.request('first');
  await site.idle();
}, 600_000);

afterAll(async () => {
  await site?.stop();
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// ---- the catalogue, through the API -----------------------------------------------------------------------------

const ok = <T>(reply: { status: number; body: T }, what: string): T => {
  if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};
const allCategories = async () => ok(await t.api.get<Category[]>('category/list/'), 'categories');
const allPackages = async () => ok(await t.api.get<Pkg[]>('project/list/'), 'packages');
const allWorks = async () => ok(await t.api.get<Work[]>('ourwork/list/'), 'works');

async function createCategory(title: string) {
  return ok(await t.api.post('category/create/', form({ title, details: `All about ${title}.`, image: await image() }), admin.token), 'category');
}
async function createPackage(title: string, category: number) {
  const fields = { user_id: admin.id, title, price_per_unit: '1200', description: `${title}, finished.`, image: await image(), category };
  return ok(await t.api.post('author/dashboard/post-create/', form(fields), admin.token), 'package');
}
async function updatePackage(pkg: Pkg, fields: Record<string, string | number>) {
  return ok(
    await t.api.patch(`author/dashboard/post-detail/${admin.id}/${pkg.id}/`, form({ user_id: admin.id, ...fields }), admin.token),
    'package update',
  );
}
async function addComponent(postId: number, title: string) {
  const body = { post_id: postId, name: 'Admin', title, description: `${title}. Fitted.`, email: 'a@example.com', comment: '' };
  return ok(await t.api.post('post/comment-post/', body, admin.token), 'component');
}
async function createWork(title: string) {
  return ok(
    await t.api.post(
      'ourwork/create/',
      form({ user_id: admin.id, title, description: `${title}, handed over.`, thumbnail: await image() }),
      admin.token,
    ),
    'work',
  );
}
/** An admin-face write, with the record's ETag as If-Match. */
async function adminWrite(method: 'PUT' | 'DELETE', path: string, change: (record: Record<string, unknown>) => Record<string, unknown> = (r) => r) {
  const current = await t.api.get(path, admin.token);
  const etag = current.headers.get('etag');
  const body = method === 'PUT' ? change(ok(current, path)) : undefined;
  return ok(await t.api.request(method, path, { body, token: admin.token, headers: etag ? { 'if-match': etag } : {} }), `${method} ${path}`);
}

const page = (path: string) => readFileSync(join(site.current()!, path, 'index.html'), 'utf8');

/** All files under `dir`, relative to it, sorted. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A deterministic series of random numbers (mulberry32), so that a failing series can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('publishing changed pages', () => {
  it('renders into the live folder, and an edit made during a pass is published by the next one', async () => {
    const live = site.current();
    const [first, second] = await allPackages();
    const before = passes;
    duringPass = async () => {
      await updatePackage(second, { title: 'Renamed During A Pass' });
      site.request('package updated');
    };
    await updatePackage(first, { title: 'Renamed Before A Pass' });
    site.request('package updated');
    await site.idle();

    expect(site.current()).toBe(live);
    expect(passes - before, log.join('\n')).toBe(2);
    expect(page(`detailspackage/${first.slug}`)).toContain('Renamed Before A Pass');
    expect(page(`detailspackage/${second.slug}`)).toContain('Renamed During A Pass');
    expect(page(`ar/detailspackage/${second.slug}`)).toContain('Renamed During A Pass');
    expect(page(`detailscategory/${second.category.id}`)).toContain('Renamed During A Pass');
    expect(site.status()).toMatchObject({ failed: false, building: false, pending: false });
  });

  it(`after random edits (seed ${SEED}), leaves the folder a fresh full build would write`, async () => {
    const next = random(SEED);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
    let n = 0;
    const edits: (() => Promise<string | null>)[] = [
      async () => {
        const category = pick(await allCategories());
        return category ? (await createPackage(`New Package ${++n}`, category.id), 'package created') : null;
      },
      async () => {
        const pkg = pick(await allPackages());
        return pkg ? (await updatePackage(pkg, { title: `Renamed Package ${++n}` }), 'package updated') : null;
      },
      async () => {
        const [pkg, category] = [pick(await allPackages()), pick(await allCategories())];
        return pkg && category ? (await updatePackage(pkg, { category: category.id, price_per_unit: String(900 + ++n) }), 'package updated') : null;
      },
      async () => {
        const pkg = pick(await allPackages());
        return pkg ? (ok(await t.api.delete(`author/dashboard/post-delete/${admin.id}/${pkg.id}/`, admin.token), 'delete'), 'package deleted') : null;
      },
      async () => (await createCategory(`New Category ${++n}`), 'category created'),
      async () => {
        const category = pick(await allCategories());
        const fields = { title: `Renamed Category ${++n}`, details: 'Details changed.' };
        return category
          ? (ok(await t.api.put(`category/update/${category.id}/`, form(fields), admin.token), 'category update'), 'category updated')
          : null;
      },
      async () => {
        const packages = await allPackages();
        const empty = (await allCategories()).filter((category) => !packages.some((pkg) => pkg.category.id === category.id));
        const category = pick(empty);
        return category ? (ok(await t.api.delete(`category/delete/${category.id}/`, admin.token), 'category delete'), 'category deleted') : null;
      },
      async () => {
        const pkg = pick(await allPackages());
        return pkg ? (await addComponent(pkg.id, `Component ${++n}`), 'component created') : null;
      },
      async () => {
        const component = pick((await allPackages()).flatMap((pkg) => (pkg as Pkg & { comments: { id: number }[] }).comments));
        if (!component) return null;
        if (next() < 0.5) await adminWrite('PUT', `admin/components/${component.id}`, (record) => ({ ...record, title: `Component ${++n}` }));
        else await adminWrite('DELETE', `admin/components/${component.id}`);
        return 'component changed';
      },
      async () => (await createWork(`New Work ${++n}`), 'work created'),
      async () => {
        const work = pick(await allWorks());
        const fields = { user_id: admin.id, title: `Renamed Work ${++n}`, description: 'Changed.' };
        return work
          ? (ok(await t.api.patch(`ourwork/update/${admin.id}/${work.id}/`, form(fields), admin.token), 'work update'), 'work updated')
          : null;
      },
      async () => {
        const work = pick(await allWorks());
        return work ? (ok(await t.api.delete(`ourwork/delete/${admin.id}/${work.id}/`, admin.token), 'work delete'), 'work deleted') : null;
      },
    ];

    for (let i = 0; i < 40; i++) {
      const reason = await edits[Math.floor(next() * edits.length)]();
      if (reason) site.request(reason);
      // Edits in bursts, between passes and during them.
      const wait = next();
      if (wait < 0.3) await site.idle();
      else if (wait < 0.6) await new Promise((done) => setTimeout(done, 30 + next() * 200));
    }
    await site.idle();
    expect(site.status(), log.join('\n')).toMatchObject({ failed: false, error: null });
    expect(log.filter((line) => line.includes('building the whole site'))).toEqual([]);

    const fresh = scratch('fitout-fresh-build-');
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ['site/scripts/build.ts', '--out', fresh], {
        cwd: repoDir,
        env: { ...process.env, API_URL: t.url, SITE_URL, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the fresh build exited with code ${code}`))));
    });

    const live = site.current()!;
    expect(files(live)).toEqual(files(fresh));
    const differing = files(fresh).filter((file) => !readFileSync(join(live, file)).equals(readFileSync(join(fresh, file))));
    expect(differing).toEqual([]);
  }, 600_000);
});
