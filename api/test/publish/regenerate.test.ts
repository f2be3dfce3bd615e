// Publishing renders again only the pages a change touches, into the live folder, from one build of the site's code
// (site/scripts/page-renderer.ts through @fitout/site/renderer), reading again only the records each change named
// (the API's own publish requests): an edit made while pages are being rendered is published by the pass after it;
// after a series of random catalogue edits every page shows the catalogue as the API answers it; and once the edits
// are undone, the folder equals, file for file, the full build the renderer made of that same catalogue at the start.
// One full build in all (each costs tens of seconds on a loaded machine): the renderer's, copied before any pass.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publisher } from '../../src/publish/publisher.ts';
import { SiteBuilds } from '../../src/publish/site-builds.ts';
import type { LiveSite } from '@fitout/shared/publishing';
import { siteRenderer } from '@fitout/site/renderer';
import { catalogueHash } from '../../src/publish/stamp.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

const SITE_URL = 'http://localhost:8000';
/** The seed of the random edits; another with SEED=… to try other series. */
const SEED = Number(process.env.SEED ?? 20_240_601);

let t: TestApp;
let admin: TestUser;
let site: SiteBuilds;
const dirs: string[] = [];
/** The renderer's first build, as it was before any pass. */
let firstBuild: string;
/** Called once at the end of the next pass, before the pass is over. */
let duringPass: (() => Promise<void>) | null = null;
let passes = 0;
/** What the publisher said, shown when an expectation fails. */
const log: string[] = [];

type Category = { id: number; slug: string; title: string; details: string };
type Component = { id: number; post_id: number; title: string; description: string };
type Pkg = { id: number; slug: string; title: string; price_per_unit: number; description: string; category: Category; comments: Component[] };
type Work = { id: number; slug: string; title: string; description: string };
type Catalogue = { categories: Category[]; packages: Pkg[]; works: Work[] };

const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const build = siteRenderer({ apiUrl: () => t.url, env: { SITE_URL } });
  site = new SiteBuilds({
    buildsDir: scratch('fitout-regenerate-'),
    debounceMs: 20,
    log: (line) => log.push(line),
    stamp: { code: async () => 'the same code', catalogue: () => catalogueHash(t.app.db) },
    build: async (outDir, signal) => {
      const live = await build(outDir, signal);
      return {
        regenerate: async (passSignal, records) => {
          const result = await live.regenerate(passSignal, records);
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
  // The app asks to publish as it would in production; the first requests wait until the catalogue is set up.
  let publishing = false;
  const publisher: Publisher = {
    request: (reason, records) => publishing && site.request(reason, records),
    status: () => site.status(),
    stop: () => site.stop(),
    claimFrom: (claims) => site.claimFrom(claims),
  };
  t = await startTestApp({}, {}, { publisher });
  admin = await createUser(t.app, { superuser: true });
  for (let n = 1; n <= 3; n++) await createCategory(`Category ${n}`);
  const categories = await allCategories();
  for (let n = 1; n <= 9; n++) await createPackage(`Package ${n}`, categories[n % 3].id);
  await addComponent((await allPackages())[0].id, 'Tiles');
  for (let n = 1; n <= 4; n++) await createWork(`Work ${n}`);
  publishing = true;
  site.request('first');
  await site.idle();
  firstBuild = scratch('fitout-first-build-');
  cpSync(site.current()!, firstBuild, { recursive: true });
}, 600_000);

afterAll(async () => {
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
const catalogue = async (): Promise<Catalogue> => ({ categories: await allCategories(), packages: await allPackages(), works: await allWorks() });

async function createCategory(title: string) {
  return ok(await t.api.post('category/create/', form({ title, details: `All about ${title}.`, image: await image() }), admin.token), 'category');
}
async function updateCategory(category: Category, fields: { title: string; details: string }) {
  return ok(await t.api.put(`category/update/${category.id}/`, form(fields), admin.token), 'category update');
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
async function updateWork(work: Work, fields: { title: string; description: string }) {
  return ok(await t.api.patch(`ourwork/update/${admin.id}/${work.id}/`, form({ user_id: admin.id, ...fields }), admin.token), 'work update');
}
/** An admin-face write, with the record's ETag as If-Match. */
async function adminWrite(method: 'PUT' | 'DELETE', path: string, change: (record: Record<string, unknown>) => Record<string, unknown> = (r) => r) {
  const current = await t.api.get(path, admin.token);
  const etag = current.headers.get('etag');
  const body = method === 'PUT' ? change(ok(current, path)) : undefined;
  return ok(await t.api.request(method, path, { body, token: admin.token, headers: etag ? { 'if-match': etag } : {} }), `${method} ${path}`);
}
const deletePackage = async (pkg: Pkg) => ok(await t.api.delete(`author/dashboard/post-delete/${admin.id}/${pkg.id}/`, admin.token), 'delete');
const deleteCategory = async (category: Category) => ok(await t.api.delete(`category/delete/${category.id}/`, admin.token), 'category delete');
const deleteWork = async (work: Work) => ok(await t.api.delete(`ourwork/delete/${admin.id}/${work.id}/`, admin.token), 'work delete');

// ---- the live folder ----------------------------------------------------------------------------------------------

const page = (path: string) => readFileSync(join(site.current()!, path, 'index.html'), 'utf8');
const folders = (path: string) => {
  const dir = join(site.current()!, path);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/** All files under `dir`, relative to it, sorted. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** That the page at `path` shows `text` (a short message when it does not: pages are long). */
const expectShown = (path: string, text: string) => expect(page(path).includes(text), `/${path} shows "${text}"`).toBe(true);

/** What a visitor would check on each page: every record's page shows it as the API answers it now, and no other is left. */
function expectPagesShow({ categories, packages, works }: Catalogue) {
  expect(folders('detailspackage')).toEqual(packages.map((pkg) => pkg.slug).sort());
  for (const pkg of packages) {
    const category = categories.find((candidate) => candidate.id === pkg.category.id)!;
    expectShown(`detailspackage/${pkg.slug}`, `Package (${pkg.title})`);
    expectShown(`detailspackage/${pkg.slug}`, category.title);
    for (const component of pkg.comments) expectShown(`detailspackage/${pkg.slug}`, component.title);
    expectShown(`ar/detailspackage/${pkg.slug}`, pkg.title);
  }
  expect(folders('detailscategory')).toEqual(categories.map((category) => String(category.id)).sort());
  for (const category of categories) {
    const own = packages.filter((pkg) => pkg.category.id === category.id);
    expectShown(`detailscategory/${category.id}`, category.title);
    for (const pkg of own.slice(0, 4)) expectShown(`detailscategory/${category.id}`, pkg.title);
    const later = Array.from({ length: Math.max(0, Math.ceil(own.length / 4) - 1) }, (_, i) => String(i + 2));
    expect(folders(`detailscategory/${category.id}`).filter((name) => name !== 'index.html')).toEqual(later.sort());
    expectShown('', category.title);
  }
  expect(folders('detailsourwork')).toEqual(works.map((work) => work.slug).sort());
  for (const work of works) expectShown(`detailsourwork/${work.slug}`, work.title);
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
  let start: Catalogue;
  beforeAll(async () => {
    start = await catalogue();
  });

  it('renders into the live folder, and an edit made during a pass is published by the next one', async () => {
    const live = site.current();
    const [first, second] = start.packages;
    const before = passes;
    duringPass = async () => {
      await updatePackage(second, { title: 'Renamed During A Pass' });
    };
    await updatePackage(first, { title: 'Renamed Before A Pass' });
    await site.idle();

    expect(site.current()).toBe(live);
    expect(passes - before, log.join('\n')).toBe(2);
    expect(page(`detailspackage/${first.slug}`)).toContain('Renamed Before A Pass');
    expect(page(`detailspackage/${second.slug}`)).toContain('Renamed During A Pass');
    expect(page(`ar/detailspackage/${second.slug}`)).toContain('Renamed During A Pass');
    expect(page(`detailscategory/${second.category.id}`)).toContain('Renamed During A Pass');
    expect(log.filter((line) => line.includes('rendered again')).slice(-2)).toEqual([
      expect.stringContaining('(reading 1 record '),
      expect.stringContaining('(reading 1 record '),
    ]);
    expect(site.status()).toMatchObject({ failed: false, building: false, pending: false });
  });

  it(`after random edits (seed ${SEED}), shows the catalogue on every page, and once they are undone equals the full build`, async () => {
    const next = random(SEED);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
    const original = (id: number, list: { id: number }[]) => list.some((record) => record.id === id);
    const created = <T extends { id: number }>(items: T[], list: { id: number }[]) => items.filter((item) => !original(item.id, list));
    let n = 0;
    // Edits a later step can undo: records made here may be deleted, the first ones only changed.
    const edits: (() => Promise<unknown>)[] = [
      async () => {
        const category = pick(await allCategories());
        return category && createPackage(`New Package ${++n}`, category.id);
      },
      async () => {
        const pkg = pick(await allPackages());
        return pkg && updatePackage(pkg, { title: `Renamed Package ${++n}` });
      },
      async () => {
        const [pkg, category] = [pick(await allPackages()), pick(await allCategories())];
        return pkg && category && updatePackage(pkg, { category: category.id, price_per_unit: String(900 + ++n) });
      },
      async () => {
        const pkg = pick(created(await allPackages(), start.packages));
        return pkg && deletePackage(pkg);
      },
      async () => createCategory(`New Category ${++n}`),
      async () => {
        const category = pick(await allCategories());
        return category && updateCategory(category, { title: `Renamed Category ${++n}`, details: 'Details changed.' });
      },
      async () => {
        const packages = await allPackages();
        const empty = created(await allCategories(), start.categories).filter((category) => !packages.some((pkg) => pkg.category.id === category.id));
        const category = pick(empty);
        return category && deleteCategory(category);
      },
      async () => {
        const pkg = pick(await allPackages());
        return pkg && addComponent(pkg.id, `Component ${++n}`);
      },
      async () => {
        const components = (await allPackages()).flatMap((pkg) => pkg.comments);
        const component = pick(components);
        if (!component) return;
        if (next() < 0.5) return adminWrite('PUT', `admin/components/${component.id}`, (record) => ({ ...record, title: `Component ${++n}` }));
        const added = pick(
          created(
            components,
            start.packages.flatMap((pkg) => pkg.comments),
          ),
        );
        return added && adminWrite('DELETE', `admin/components/${added.id}`);
      },
      async () => createWork(`New Work ${++n}`),
      async () => {
        const work = pick(await allWorks());
        return work && updateWork(work, { title: `Renamed Work ${++n}`, description: 'Changed.' });
      },
      async () => {
        const work = pick(created(await allWorks(), start.works));
        return work && deleteWork(work);
      },
    ];

    /** Edits in bursts, between passes and during them. */
    const pace = async () => {
      const wait = next();
      if (wait < 0.3) await site.idle();
      else if (wait < 0.6) await new Promise((done) => setTimeout(done, 30 + next() * 200));
    };
    for (let i = 0; i < 40; i++) {
      await edits[Math.floor(next() * edits.length)]();
      await pace();
    }
    await site.idle();
    expect(site.status(), log.join('\n')).toMatchObject({ failed: false, error: null });
    expect(log.filter((line) => line.includes('building the whole site'))).toEqual([]);
    expectPagesShow(await catalogue());

    // Undone: what was made goes, what was there is written back as it was.
    const undo: (() => Promise<unknown>)[] = [];
    const now = await catalogue();
    for (const pkg of created(now.packages, start.packages)) undo.push(() => deletePackage(pkg));
    for (const pkg of start.packages) {
      const { title, description, price_per_unit, category } = pkg;
      undo.push(() => updatePackage(pkg, { title, description, price_per_unit: String(price_per_unit), category: category.id }));
    }
    const components = now.packages.flatMap((pkg) => pkg.comments);
    const startComponents = start.packages.flatMap((pkg) => pkg.comments);
    for (const component of created(components, startComponents)) undo.push(() => adminWrite('DELETE', `admin/components/${component.id}`));
    for (const { id, post_id, title, description } of startComponents) {
      undo.push(() => adminWrite('PUT', `admin/components/${id}`, (record) => ({ ...record, post_id, title, description })));
    }
    for (const category of created(now.categories, start.categories)) undo.push(() => deleteCategory(category));
    for (const category of start.categories) undo.push(() => updateCategory(category, { title: category.title, details: category.details }));
    for (const work of created(now.works, start.works)) undo.push(() => deleteWork(work));
    for (const work of start.works) undo.push(() => updateWork(work, { title: work.title, description: work.description }));
    for (const step of undo) {
      await step();
      await pace();
    }
    await site.idle();
    expect(site.status(), log.join('\n')).toMatchObject({ failed: false, error: null });
    expect(log.filter((line) => line.includes('building the whole site'))).toEqual([]);

    const live = site.current()!;
    expect(files(live)).toEqual(files(firstBuild));
    const differing = files(firstBuild).filter((file) => !readFileSync(join(live, file)).equals(readFileSync(join(firstBuild, file))));
    expect(differing).toEqual([]);
  }, 600_000);
});
