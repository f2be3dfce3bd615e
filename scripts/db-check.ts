// `npm run db:check`: fails when api/src/db/schema.ts has changes that no committed migration holds, i.e. when
// `npm run db:generate -w api` would write a new one. It generates into a scratch copy of api/drizzle and compares.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'api');
const scratch = '.drizzle-check';
const drizzleKit = join(apiDir, '..', 'node_modules', 'drizzle-kit', 'bin.cjs');

rmSync(join(apiDir, scratch), { recursive: true, force: true });
cpSync(join(apiDir, 'drizzle'), join(apiDir, scratch), { recursive: true });
try {
  const run = spawnSync(
    process.execPath,
    [drizzleKit, 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', `./${scratch}`, '--name', 'uncommitted'],
    { cwd: apiDir, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const added = readdirSync(join(apiDir, scratch)).filter((name) => name.endsWith('.sql') && !readdirSync(join(apiDir, 'drizzle')).includes(name));
  if (added.length) {
    console.error('db:check: api/src/db/schema.ts has changes no migration holds. Run `npm run db:generate -w api` and commit api/drizzle/.');
    process.exit(1);
  }
  console.log('db:check: the migrations in api/drizzle match api/src/db/schema.ts');
} finally {
  rmSync(join(apiDir, scratch), { recursive: true, force: true });
}
