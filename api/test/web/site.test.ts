// The built site served by the API (SITE_DIR): aliases, the customer area, 404s and cache headers.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'fitout-site-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about/index.html': '<!doctype html><title>About</title>',
  'detailspackage/kitchen/index.html': '<!doctype html><title>Package (Kitchen)</title>',
  'user/index.html': '<!doctype html><title>Customer area</title>',
  '404.html': '<!doctype html><title>Error 404 NotFound</title>',
  'ar/about/index.html': '<!doctype html><html lang="ar"><title>من نحن</title>',
  'ar/user/index.html': '<!doctype html><html lang="ar"><title>حسابي</title>',
  'ar/404.html': '<!doctype html><html lang="ar"><title>الصفحة غير موجودة</title>',
  '_astro/page.Ab12Cd.js': 'console.log(1)',
  // The build writes each hashed script compressed beside it (site/astro.config.ts).
  '_astro/island.Ef34Gh.js': 'console.log("an island");'.repeat(40),
  '_astro/other.Ij56Kl.js': 'console.log("no compressed copy");'.repeat(40),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
for (const [name, content] of Object.entries(files)) {
  mkdirSync(dirname(join(siteDir, name)), { recursive: true });
  writeFileSync(join(siteDir, name), content);
}
/** Marked copies, so that a test can tell the build's compressed file from one compressed at the request. */
const builtBrotli = brotliCompressSync(`${files['_astro/island.Ef34Gh.js']}/*br*/`);
const builtGzip = gzipSync(`${files['_astro/island.Ef34Gh.js']}/*gz*/`);
writeFileSync(join(siteDir, '_astro/island.Ef34Gh.js.br'), builtBrotli);
writeFileSync(join(siteDir, '_astro/island.Ef34Gh.js.gz'), builtGzip);

/** The raw bytes and headers of a GET, undecoded (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request(`${t.url}${path}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { redirect: 'manual', headers });

describe('the site served at /', () => {
  it('serves pages with and without a trailing slash, and revalidates HTML', async () => {
    for (const path of ['/', '/about', '/about/', '/detailspackage/kitchen']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await get('/about')).text()).toContain('<title>About</title>');
  });

  it('answers a revalidation with 304 when the page did not change', async () => {
    const first = await get('/about');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds `cache-control: no-cache` to a conditional request unless one is given, as a browser revalidating does.
    expect((await get('/about', { 'if-none-match': etag!, 'cache-control': 'max-age=0' })).status).toBe(304);
  });

  it('sends a page swapped in whole while it is being asked for as one version or the other, never a mix', async () => {
    // The publisher renders a changed page again into the live folder and renames it over the old one (site-builds.ts).
    const page = join(siteDir, 'detailspackage/kitchen/index.html');
    const versions = [
      '<!doctype html><title>Package (Kitchen)</title></html>',
      `<!doctype html><title>Package (Kitchen, renamed)</title><p>${'A longer description. '.repeat(200)}</p></html>`,
    ];
    let swapping = true;
    const swaps = (async () => {
      for (let i = 0; swapping; i++) {
        writeFileSync(`${page}.tmp`, versions[i % 2]);
        renameSync(`${page}.tmp`, page);
        await new Promise((next) => setImmediate(next));
      }
    })();
    const bodies: string[] = [];
    for (let i = 0; i < 400; i++) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => get('/detailspackage/kitchen')));
      for (const answer of answers) bodies.push(await answer.text());
    }
    swapping = false;
    await swaps;
    writeFileSync(page, files['detailspackage/kitchen/index.html']);
    expect(bodies.filter((body) => !versions.includes(body))).toEqual([]);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/_astro/page.Ab12Cd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it("sends a hashed script's compressed copies from the build as they are, and compresses one without them", async () => {
    const brotli = await rawGet('/_astro/island.Ef34Gh.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.equals(builtBrotli)).toBe(true);

    const gzip = await rawGet('/_astro/island.Ef34Gh.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(builtGzip)).toBe(true);

    const plain = await rawGet('/_astro/island.Ef34Gh.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(files['_astro/island.Ef34Gh.js']);

    const other = await rawGet('/_astro/other.Ij56Kl.js', { 'accept-encoding': 'br' });
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.body).toString()).toBe(files['_astro/other.Ij56Kl.js']);
  });

  it('answers alias paths with 301 to their main path, keeping parameters and the query string', async () => {
    const cases: [string, string][] = [
      ['/homeverse', '/'],
      ['/aboutus/', '/about'],
      ['/contact-us', '/contact'],
      ['/register?next=1', '/signup?next=1'],
      ['/projectdetails/kitchen', '/detailspackage/kitchen'],
      ['/adminlogin', '/admin/'],
      ['/user/orders', '/user/listorders'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('gives every path of the customer area its one page', async () => {
    for (const path of ['/user/profile', '/user/detailsorder/abc123', '/user/listorders/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('Customer area');
    }
  });

  it('gives every path of the Arabic customer area its one Arabic page', async () => {
    for (const path of ['/ar/user/profile', '/ar/user/detailsorder/abc123', '/ar/user/listorders/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('حسابي');
    }
    expect(await (await get('/ar/about')).text()).toContain('من نحن');
  });

  it('answers unknown Arabic paths with the Arabic 404 page, and others with the English one', async () => {
    for (const path of ['/ar/no-such-page', '/ar/about/nothing']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('الصفحة غير موجودة');
    }
    expect(await (await get('/arabic-page')).text()).toContain('Error 404 NotFound');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/about/nothing', '/_astro/missing.js', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    const page = await get('/no-such-page');
    expect(await page.text()).toContain('Error 404 NotFound');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('lets pages carry their own script policy instead of the API one', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('leaves the API and media paths to the API', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const unknown = await get('/api/v1/no-such-endpoint/');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    expect((await get('/api/v1/category/list/')).status).toBe(200);
  });
});

describe('an API without SITE_DIR', () => {
  it('serves no pages', async () => {
    const bare = await startTestApp();
    try {
      const response = await fetch(`${bare.url}/about`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    } finally {
      await bare.close();
    }
  });
});
