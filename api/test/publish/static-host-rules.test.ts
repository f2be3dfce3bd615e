// The rules for static hosts are generated from the alias table the site and the bundled server use: every alias
// has its 301, and each rule leads where resolveAlias does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_PREFIX, aliasList, resolveAlias } from '@fitout/shared';
import { hostAliases, netlifyHeaders, netlifyRedirects, nginxRules, writeStaticHostRules } from '../../src/publish/static-host-rules.ts';

/** An alias pattern with its `:params` filled in, as a visitor would type it. */
const sample = (pattern: string) => pattern.replace(/:([A-Za-z_]\w*)/g, 'kitchen-upgrade-2');

describe('static host rules', () => {
  it('leave out only the aliases inside the console, which its own router answers', () => {
    const kept = new Set(hostAliases().map(({ from }) => from));
    const left = aliasList().filter(({ from }) => !kept.has(from));
    expect(left.length).toBeGreaterThan(0);
    expect(hostAliases().length).toBeGreaterThan(50);
    for (const { from } of left) expect(from.startsWith(`${ADMIN_PREFIX}/`)).toBe(true);
  });

  it('nginx: every alias has a 301 rule that leads where the site and server send it, with or without a trailing slash', () => {
    const rules = nginxRules();
    const redirects = [...rules.matchAll(/^location ~ (\S+) \{ return 301 (\S+)\$is_args\$args; \}$/gm)].map(([, regex, target]) => ({
      regex: new RegExp(regex),
      target,
    }));
    for (const { from } of hostAliases()) {
      for (const path of [sample(from), `${sample(from)}/`]) {
        const rule = redirects.find(({ regex }) => regex.test(path));
        expect(rule, path).toBeDefined();
        const target = rule!.target.replace(/\$(\d)/g, (_, n: string) => path.match(rule!.regex)![Number(n)]);
        expect(target, path).toBe(resolveAlias(path));
      }
    }
    expect(redirects).toHaveLength(hostAliases().length);
  });

  it('nginx: one page for the customer area and the console, the 404 page, a year for hashed assets, revalidated pages, gzip', () => {
    const rules = nginxRules();
    expect(rules).toContain('location /user/ {');
    expect(rules).toMatch(/location \/user\/ \{[^}]*try_files \$uri \/user\/index\.html;/);
    expect(rules).toMatch(/location \/admin\/ \{[^}]*try_files \$uri \/admin\/index\.html;/);
    expect(rules).toContain('error_page 404 /404.html;');
    expect(rules).toMatch(/location \/ar\/user\/ \{[^}]*try_files \$uri \/ar\/user\/index\.html;/);
    expect(rules).toMatch(/location \/ar\/ \{[^}]*error_page 404 \/ar\/404\.html; \}/);
    expect(rules).toMatch(/location \^~ \/_astro\/ \{ add_header Cache-Control "public, max-age=31536000, immutable";/);
    expect(rules).toMatch(/location \/ \{ add_header Cache-Control "no-cache";[^}]*=404; \}/);
    expect(rules).toContain('gzip on;');
  });

  it('_redirects: every alias forced to its main path with 301 before the customer-area rewrite', () => {
    const lines = netlifyRedirects()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    for (const { from, to } of hostAliases()) {
      expect(lines, from).toContainEqual([from, to, '301!']);
    }
    const rewrite = lines.findIndex(([from]) => from === '/user/*');
    expect(lines[rewrite]).toEqual(['/user/*', '/user/index.html', '200']);
    expect(lines.findIndex(([from]) => from === '/user/orders')).toBeLessThan(rewrite);
    expect(lines).toContainEqual(['/admin/*', '/admin/index.html', '200']);
    expect(lines).toContainEqual(['/ar/user/*', '/ar/user/index.html', '200']);
    // Rules without `!` apply only where no file matches: the last one gives unknown Arabic paths the Arabic 404.
    expect(lines.at(-1)).toEqual(['/ar/*', '/ar/404.html', '404']);
  });

  it('_headers: hashed assets for a year', () => {
    expect(netlifyHeaders()).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('are written into a built site by `npm run deploy:rules`', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitout-rules-'));
    try {
      await writeStaticHostRules(dir);
      expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(netlifyRedirects());
      expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(netlifyHeaders());
      expect(readFileSync(join(dir, 'nginx-site.conf'), 'utf8')).toBe(nginxRules());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
