// `npm run api`: the API alone, for deployments and tests. With PUBLISH_HOOK_URL, catalogue changes call that
// build hook; `npm start` (scripts/start.ts) is the whole product with the site built in process.
// First: zod's settings (jitless) before any module makes a schema.
import '@fitout/shared/zod';
import { loadConfig } from './config.ts';
import { ensureDataDir } from './data-dir.ts';
import { describeStartFailure } from './start-failure.ts';
import { API_PREFIX } from '@fitout/shared/contract';

try {
  const config = loadConfig();
  ensureDataDir(config.dataDir);
  // The app's modules (some 1,500 files) only once the settings and the data folder have passed: a start refused for
  // either says so at once, not after seconds of loading.
  const [{ serve }, { describeDemo }] = await Promise.all([import('./serve.ts'), import('./seed/demo.ts')]);
  const { demo } = await serve({ config });
  console.log(`API listening on ${config.publicUrl}${API_PREFIX}/ (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
  if (demo) console.log(describeDemo(demo, `${config.publicUrl}${API_PREFIX}/`));
} catch (error) {
  console.error(describeStartFailure(error));
  process.exit(1);
}
