// Build-time only (astro.config.ts): the CSP hash of the <style> block sonner inserts at run time. The site's
// policy has no 'unsafe-inline' for styles, so the toasts' own CSS is allowed by its hash, computed from the
// installed sonner so that an upgrade cannot leave a stale hash behind.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function toastStyleHash(): `sha256-${string}` {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS("…"): update toastStyleHash.ts');
  const css: string = JSON.parse(literal);
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}
