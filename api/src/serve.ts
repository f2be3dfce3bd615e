// Starting and stopping the server: shared by `npm run api` (server.ts) and `npm start` (scripts/start.ts).
import closeWithGrace from 'close-with-grace';
import { buildApp, type App, type AppOptions } from './app.ts';
import { ensureSuperuser } from './accounts/superuser.ts';
import { ensureDataDir } from './data-dir.ts';
import { seedDemo, type SeedResult } from './seed/demo.ts';

export type Served = { app: App; demo: SeedResult | null; close: () => Promise<void> };

/**
 * Checks the data folder, builds the app (its publisher: PUBLISH_HOOK_URL's build hook, else the site's builds with
 * `site`, else none: publish/plugin.ts), makes sure of the admin account, seeds the demo when asked, clears unfinished uploads, starts the periodic
 * jobs (the mail outbox among them: scheduler/jobs.ts) and listens.
 *
 * SIGTERM and SIGINT close it within SHUTDOWN_TIMEOUT_MS: no new connections, the publisher stops (a running build
 * is stopped), in-flight requests finish, the outbox finishes the message it is sending, the database closes, and
 * the process exits 0; past the time limit it exits 1 anyway. An uncaught error closes it the same way, with 1.
 */
export async function serve(options: Pick<AppOptions, 'config' | 'site'>): Promise<Served> {
  const { config } = options;
  ensureDataDir(config.dataDir);
  const app = await buildApp({ config, site: options.site });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      app.log.info('closing: stopping the publisher, finishing in-flight requests');
      await app.publisher.stop?.();
      await app.close();
    })());

  const grace = closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: app.log,
      onTimeout: (delay) => app.log.error(`closing took longer than ${delay} ms (SHUTDOWN_TIMEOUT_MS): exiting with code 1`),
      // Only signals and uncaught errors: an idle event loop is not a reason to close a listening server.
      skip: ['beforeExit'],
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: closing');
      else app.log.info(`${signal ?? 'asked'}: closing`);
      await close();
    },
  );

  try {
    if (config.adminEmail && config.adminPassword) await ensureSuperuser(app, config.adminEmail, config.adminPassword);
    const demo = config.seedDemo ? await seedDemo(app, { pictureWidth: config.seedDemoPictureWidth }) : null;
    await app.media.removeUnfinished();
    app.scheduler.start();
    await app.listen({ port: config.port, host: config.host });
    return {
      app,
      demo,
      close: () => {
        grace.uninstall();
        return close();
      },
    };
  } catch (error) {
    grace.uninstall();
    await close();
    throw error;
  }
}
