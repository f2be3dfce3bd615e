// The bundled server as a CDN would serve: compressed answers, and a live build that is swapped whole (npm start).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'fitout-serving-'));
const bigPage = (title: string) =>
  `<!doctype html><title>${title}</title><main>${'<p>Finishing for apartments and villas.</p>'.repeat(200)}</main></html>`;

/** A built site in `<root>/<name>`. */
function build(name: string, title: string) {
  const files: Record<string, string> = {
    'index.html': bigPage(title),
    'user/index.html': `<!doctype html><title>Customer area ${title}</title>`,
    '404.html': bigPage('Error 404 NotFound'), // a whole page: under 1 KB is not worth compressing
    '_astro/page.Ab12Cd.js': `console.log(${JSON.stringify('x'.repeat(4000))})`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name, file)), { recursive: true });
    writeFileSync(join(root, name, file), content);
  }
  return join(root, name);
}

/** Raw HTTP, so the test sees the bytes as sent (fetch would decompress them). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let live: string | null = null;
let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const t = { url: '' };
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: join(root, 'data'),
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PORT: '0',
  });
  // The app as npm start builds it: the site plugin asks for the live build's folder on each request.
  app = await buildApp({ config, logger: false, siteDir: () => live });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  t.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('while the first build runs', () => {
  it('answers pages with a "being built" page, status 503, that retries by itself, and leaves the API alone', async () => {
    live = null;
    const response = await fetch(`${t.url}/about`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('The site is being built');
    expect(text).toContain('http-equiv="refresh"');
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    // Aliases still answer: they need no build.
    const alias = await fetch(`${t.url}/aboutus`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
  });
});

describe('a new build', () => {
  it('is served whole from the moment it is swapped in, the old one until then', async () => {
    live = build('one', 'Build one');
    expect(await (await fetch(`${t.url}/`)).text()).toContain('<title>Build one</title>');
    expect(await (await fetch(`${t.url}/user/listorders`)).text()).toContain('Customer area Build one');
    const oldTag = (await fetch(`${t.url}/`)).headers.get('etag');

    const two = build('two', 'Build two');
    expect(await (await fetch(`${t.url}/`)).text()).toContain('<title>Build one</title>');
    live = two;
    const after = await fetch(`${t.url}/`);
    expect(await after.text()).toContain('<title>Build two</title>');
    expect(await (await fetch(`${t.url}/user/profile`)).text()).toContain('Customer area Build two');
    // A browser revalidating its copy of the old build gets the new page, not a 304.
    const revalidated = await fetch(`${t.url}/`, { headers: { 'if-none-match': oldTag!, 'cache-control': 'max-age=0' } });
    expect(revalidated.status).toBe(200);
  });
});

describe('compression', () => {
  beforeAll(() => {
    live = build('three', 'Build three');
  });

  it('sends pages with brotli or gzip, whichever the browser accepts, and says that it varies', async () => {
    const br = await raw(`${t.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    const page = brotliDecompressSync(br.body).toString('utf8');
    expect(page).toContain('<title>Build three</title>');
    expect(br.body.length).toBeLessThan(page.length / 4);

    const gzip = await raw(`${t.url}/`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);

    const plain = await raw(`${t.url}/`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('compresses hashed assets too, keeping their year-long cache', async () => {
    const asset = await raw(`${t.url}/_astro/page.Ab12Cd.js`, { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses the 404 page and keeps its status', async () => {
    const missing = await raw(`${t.url}/no-such-page`, { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString('utf8')).toContain('Error 404 NotFound');
  });
});
