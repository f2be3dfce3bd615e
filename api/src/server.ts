// `npm run api`: the API alone, for deployments and tests.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureSuperuser } from './accounts/superuser.ts';
import { describeDemo, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({ config });

if (config.adminEmail && config.adminPassword) await ensureSuperuser(app.db, config.adminEmail, config.adminPassword);
const demo = config.seedDemo ? await seedDemo(app) : null;
app.outbox.start();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on ${config.publicUrl}/api/v1/ (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
if (demo) console.log(describeDemo(demo, `${config.publicUrl}/api/v1/`));
