import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import pino from 'pino';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { frameworkErrors, registerErrorHandlers } from './http/error-handler.ts';
import { databaseUnavailable } from './http/errors.ts';
import { earlyAnswerServer } from './http/early-answers.ts';
import type { Publisher } from './publish/publisher.ts';
import publishing, { type SitePublishing } from './publish/plugin.ts';
import context from './plugins/context.ts';
import security from './plugins/security.ts';
import compression from './plugins/compress.ts';
import body from './plugins/body.ts';
import { BODY_LIMIT } from './http/body.ts';
import requestId from './plugins/request-id.ts';
import { proxyTrust, requestIdOptions } from './http/proxy-trust.ts';
import limits from './plugins/rate-limit.ts';
import auth from './plugins/auth.ts';
import { callerInMemory } from './accounts/caller.ts';
import sudo from './plugins/sudo.ts';
import sessionCookie from './plugins/session-cookie.ts';
import mediaFiles from './plugins/media-files.ts';
import openapi from './plugins/openapi.ts';
import accountRoutes from './accounts/routes.ts';
import twoFactorRoutes from './two-factor/routes.ts';
import categoryRoutes from './categories/routes.ts';
import packageRoutes from './packages/routes.ts';
import workRoutes from './works/routes.ts';
import orderRoutes from './orders/routes.ts';
import { waitingOn } from './quotes/waiting.ts';
import cancellationRoutes from './cancellation/routes.ts';
import quoteRoutes from './quotes/routes.ts';
import threadRoutes from './threads/routes.ts';
import visitRoutes from './visits/routes.ts';
import snagRoutes from './snags/routes.ts';
import dailyLogRoutes from './daily-logs/routes.ts';
import changeRoutes from './changes/routes.ts';
import onlinePaymentRoutes from './online-payments/routes.ts';
import selectionRoutes from './selections/routes.ts';
import insightRoutes from './insights/routes.ts';
import costRoutes from './costs/routes.ts';
import scheduleRoutes from './schedule/routes.ts';
import contactRoutes from './contact/routes.ts';
import leadRoutes from './leads/routes.ts';
import adminRoutes from './admin/routes.ts';
import auditRoutes from './audit/routes.ts';
import dayWorkRoutes from './work/routes.ts';
import sitePages from './web/site.ts';
import adminConsole from './web/admin.ts';
import metrics from './metrics/plugin.ts';
import backups from './backup/plugin.ts';
import scheduler from './scheduler/plugin.ts';
import backupRoutes from './backup/routes.ts';
import staffRoutes from './staff/routes.ts';
import mailPreferenceRoutes from './mail-preferences/routes.ts';
import { API_PREFIX } from '@fitout/shared/contract';

export type AppOptions = {
  config: Config;
  /** An open database; when absent the app opens one from the config and closes it with itself. */
  database?: Database;
  /** What a catalogue change does; default: POST to PUBLISH_HOOK_URL when set, else the site's builds, else nothing. */
  publisher?: Publisher;
  /** Build and serve the public site from this server, publishing each catalogue change to it (`npm start`). */
  site?: SitePublishing;
  /** The built site to serve at `/`: a folder, or where the live build is now. Default: the site's builds, else SITE_DIR. */
  siteDir?: string | (() => string | null);
  logger?: boolean;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RouteOptions[];
  }
}

/** Fastify's request log as one line when the answer is sent (request, status, time), not one more when it arrives. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** How long the readiness check waits for the database. */
const READY_TIMEOUT_MS = 2_000;

/** The API: plugins first, then the routes of each area under API_PREFIX (/api/v1/). */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const trust = proxyTrust(config.trustProxy);
  const ids = requestIdOptions(trust);
  const early = earlyAnswerServer();
  const app = Fastify({
    // Reads asked again are answered before Fastify takes them (http/early-answers.ts).
    serverFactory: early.serverFactory,
    // One line per request, written asynchronously (pino flushes what is left when the process exits): Fastify's two
    // synchronous lines per request would cost more than answering a cached read.
    logger: options.logger === false ? false : { level: config.logLevel, stream: pino.destination({ sync: false }) },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Only the proxies the operator declares: believing every hop would let a client pick its own address.
    trustProxy: trust,
    ...ids,
    // Path parameters up to an e-mail address's length (user/password-reset/{email}/); the schemas limit each.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the contract's checks (documentation coverage, the fuzz test).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('registeredRoutes', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await app.register(requestId);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  await app.register(context, { config, database, quiet: options.logger === false || config.logLevel === 'silent' });
  await app.register(publishing, { publisher: options.publisher, site: options.site });
  // Counts every request from here on (off unless METRICS_TOKEN is set), and the API's own backups (BACKUP_INTERVAL).
  await app.register(metrics, { database });
  await app.register(backups, { database });
  await app.register(scheduler, { database });
  await app.register(security);
  await app.register(compression);
  await app.register(body);
  await app.register(limits);
  await app.register(auth);
  await app.register(sudo);
  await app.register(sessionCookie);
  // Only images kept on this server's disk are served here; a bucket serves its own.
  if (app.media.dir) await app.register(mediaFiles, { dir: app.media.dir });
  await app.register(openapi);

  // Liveness: the process answers (a restart would not help a database outage, so it is not asked here).
  const health = { tags: ['Health'], response: { 200: z.object({ status: z.string(), database: z.enum(['postgres', 'pglite']) }) } };
  app.get('/api/health', { schema: { ...health, summary: 'Liveness: the process answers (the database is not asked)' } }, async () => ({
    status: 'ok',
    database: database.kind,
  }));
  // Readiness, for load balancers: 503 while the database does not answer within a short time.
  app.get('/api/health/ready', { schema: { ...health, summary: 'Readiness: 200 when the database answers, 503 when not' } }, async () => {
    const answered = await Promise.race([
      app.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
    ]);
    if (!answered) throw databaseUnavailable();
    return { status: 'ready', database: database.kind };
  });

  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(twoFactorRoutes);
      await api.register(categoryRoutes);
      await api.register(packageRoutes);
      await api.register(workRoutes);
      await api.register(orderRoutes, { waitingOn });
      await api.register(cancellationRoutes);
      await api.register(quoteRoutes);
      await api.register(threadRoutes);
      await api.register(visitRoutes);
      await api.register(snagRoutes);
      await api.register(dailyLogRoutes);
      await api.register(changeRoutes);
      await api.register(onlinePaymentRoutes);
      await api.register(selectionRoutes);
      await api.register(insightRoutes);
      await api.register(costRoutes);
      await api.register(scheduleRoutes);
      await api.register(contactRoutes);
      await api.register(leadRoutes);
      await api.register(adminRoutes);
      await api.register(auditRoutes);
      await api.register(dayWorkRoutes);
      await api.register(backupRoutes);
      await api.register(staffRoutes);
      await api.register(mailPreferenceRoutes);
    },
    { prefix: API_PREFIX },
  );
  // The built public site at `/`, when this server is to serve it (npm start, the browser journeys).
  const { siteBuilds } = app;
  const siteDir = options.siteDir ?? (siteBuilds ? () => siteBuilds.current() : config.siteDir);
  if (siteDir) await app.register(sitePages, { siteDir });
  // The built admin console at /admin/, when this server is to serve it.
  if (config.adminDir) {
    await app.register(adminConsole, {
      adminDir: config.adminDir,
      apiOrigins: [new URL(config.publicUrl).origin],
      mediaOrigin: config.mediaS3 && new URL(config.mediaS3.publicUrl).origin,
    });
  }
  const counted = app.metrics;
  early.answerEarly(app, {
    trust,
    requestId: ids.genReqId,
    callerInMemory: (authorization) => callerInMemory(app, authorization),
    onAnswered: counted ? (route, status, seconds) => counted.observe('GET', route, status, seconds) : undefined,
  });
  return app;
}
