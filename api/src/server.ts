// `npm run api`: the API alone, for deployments and tests. With PUBLISH_HOOK_URL, catalogue changes call that
// build hook; `npm start` (scripts/start.ts) is the whole product with the site built in process.
import { loadConfigOrExit } from './config.ts';
import { describeDemo } from './seed/demo.ts';
import { serve } from './serve.ts';

const config = loadConfigOrExit();
const { demo } = await serve({ config });

console.log(`API listening on ${config.publicUrl}/api/v1/ (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
if (demo) console.log(describeDemo(demo, `${config.publicUrl}/api/v1/`));
