import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

// A stand-in for admin/dist: the plugin serves whatever the build put there.
const dir = mkdtempSync(join(tmpdir(), 'fitout-admin-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/admin/assets/index-abc123.js"></script>');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("console")');
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
const get = (path: string) => fetch(`${t.url}${path}`, { redirect: 'manual' });

beforeAll(async () => {
  t = await startTestApp({ adminDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the admin console at /admin/', () => {
  it('answers its page at /admin/, revalidated on every visit, under a policy that lets it run', async () => {
    const response = await get('/admin/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("default-src 'none'");
    expect(await response.text()).toContain('<div id="root">');
  });

  it('sends /admin to /admin/, keeping the query', async () => {
    const response = await get('/admin?from=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/admin/?from=mail');
  });

  it('answers the same page for the routes the console draws in the browser', async () => {
    for (const path of ['/admin/login', '/admin/packages/3/show', '/admin/listcategories', '/admin/detailsproject/kitchen-upgrade']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/admin/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates its other files', async () => {
    const response = await get('/admin/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page, so a stale tab never runs HTML as a script', async () => {
    const response = await get('/admin/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('never serves a file from outside its folder', async () => {
    const response = await get('/admin/..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).not.toMatch(/root:/);
  });

  it('leaves the API alone', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('without ADMIN_DIR', () => {
  it('serves no console', async () => {
    const bare = await startTestApp();
    try {
      const response = await fetch(`${bare.url}/admin/`);
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
