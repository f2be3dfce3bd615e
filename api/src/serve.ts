// Starting and stopping the server: shared by `npm run api` (server.ts) and `npm start` (scripts/start.ts).
import { buildApp, type App, type AppOptions } from './app.ts';
import type { Config } from './config.ts';
import { ensureSuperuser } from './accounts/superuser.ts';
import type { Publisher } from './publish/publisher.ts';
import { seedDemo, type SeedResult } from './seed/demo.ts';

export type Served = { app: App; demo: SeedResult | null; close: () => Promise<void> };

/**
 * Builds the app (its publisher: the one given, else PUBLISH_HOOK_URL's build hook, else none), makes sure of
 * the admin account, seeds the demo when asked, starts the mail outbox and listens. SIGTERM and SIGINT close it cleanly: the publisher stops (a running build is stopped), in-flight
 * requests finish, the database closes, and the process exits 0.
 */
export async function serve(options: { config: Config; publisher?: Publisher; siteDir?: AppOptions['siteDir'] }): Promise<Served> {
  const { config } = options;
  const app = await buildApp({ config, publisher: options.publisher, siteDir: options.siteDir });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      app.log.info('closing: stopping the publisher, finishing in-flight requests');
      await app.publisher.stop?.();
      await app.close();
    })());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  try {
    if (config.adminEmail && config.adminPassword) await ensureSuperuser(app.db, config.adminEmail, config.adminPassword);
    const demo = config.seedDemo ? await seedDemo(app) : null;
    app.outbox.start();
    await app.listen({ port: config.port, host: config.host });
    return { app, demo, close };
  } catch (error) {
    await close();
    throw error;
  }
}
