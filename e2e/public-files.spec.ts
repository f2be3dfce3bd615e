// The built console and site are served to everyone: the global set-up built them with a canary value in every
// secret setting, and none may be in any of their files. The site's pages allow images only from known origins.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findCanaries } from './support/canaries.ts';
import { baseUrl } from './support/env.ts';

function builtFolder(name: 'E2E_ADMIN_DIR' | 'E2E_SITE_DIR'): string {
  const dir = process.env[name];
  if (!dir) throw new Error(`${name} is not set: run the journeys with \`npx playwright test\`.`);
  return dir;
}

test('no secret setting reaches any file of the built console', () => {
  const { found, fileCount } = findCanaries(builtFolder('E2E_ADMIN_DIR'));
  expect(fileCount).toBeGreaterThan(10);
  expect(found).toEqual([]);
});

test('no secret setting reaches any file of the built site', () => {
  const { found, fileCount } = findCanaries(builtFolder('E2E_SITE_DIR'));
  expect(fileCount).toBeGreaterThan(10);
  expect(found).toEqual([]);
});

test("every page's policy allows images only from named origins, and every image on the page is among them", () => {
  const dir = builtFolder('E2E_SITE_DIR');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html'));
  const self = new URL(baseUrl()).origin;
  const problems: string[] = [];
  let images = 0;
  for (const path of pages) {
    const html = readFileSync(join(dir, path), 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
    // Astro's redirect pages for aliases carry no policy and no image.
    if (!policy) continue;
    const imgSrc =
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'img-src')
        ?.slice(1) ?? [];
    const wildcards = imgSrc.filter((source) => /^(https?:|\*)/.test(source) && !URL.canParse(source));
    if (wildcards.length) problems.push(`${path}: img-src allows ${wildcards.join(' ')}`);
    const allowed = new Set([self, ...imgSrc.filter((source) => URL.canParse(source))]);
    const sources = [
      ...[...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map(([, src]) => src),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap(([, set]) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])),
    ];
    for (const src of sources) {
      images += 1;
      const from = new URL(src, self).origin;
      if (!src.startsWith('data:') && !allowed.has(from)) problems.push(`${path}: image from ${from} is outside img-src`);
    }
  }
  expect(images).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
