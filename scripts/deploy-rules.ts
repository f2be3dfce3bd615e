// `npm run deploy:rules [-- --out <dir>]`: writes the static host rules (nginx-site.conf, _redirects, _headers)
// generated from the shared alias table into a built site (default site/dist). docs/deploy.md uses them.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { STATIC_HOST_FILES, writeStaticHostRules } from '../api/src/publish/static-host-rules.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(process.cwd(), values.out ?? 'site/dist');
await writeStaticHostRules(out);
console.log(`static host rules written to ${out}: ${Object.values(STATIC_HOST_FILES).join(', ')}`);
