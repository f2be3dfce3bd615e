// `npm run api`: the API alone, for deployments and tests. With PUBLISH_HOOK_URL, catalogue changes call that
// build hook; `npm start` (scripts/start.ts) is the whole product with the site built in process.
// First: zod's settings (jitless) before any module makes a schema.
import '@fitout/shared/zod';
import { loadConfig } from './config.ts';
import { describeDemo } from './seed/demo.ts';
import { describeStartFailure, serve } from './serve.ts';
import { API_PREFIX } from '@fitout/shared/contract';

try {
  const config = loadConfig();
  const { demo } = await serve({ config });
  console.log(`API listening on ${config.publicUrl}${API_PREFIX}/ (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
  if (demo) console.log(describeDemo(demo, `${config.publicUrl}${API_PREFIX}/`));
} catch (error) {
  console.error(describeStartFailure(error));
  process.exit(1);
}
