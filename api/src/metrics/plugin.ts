// GET /api/metrics in Prometheus' text format (prom-client), when METRICS_TOKEN is set, for a caller that sends it as
// a bearer token. Every request is counted and timed by method, route (its pattern, never the URL: a URL per order
// would grow the series without end) and status, the early answers included (http/early-answers.ts). What the
// database knows (the mail outbox, publications, backups) is read when Prometheus scrapes, not on every request.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { readDatabaseFigures } from './database-figures.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics, when METRICS_TOKEN is set (null otherwise: nothing is counted). */
    metrics: Metrics | null;
  }
}

export const METRICS_PATH = '/api/metrics';
/** The label of a request no route took (404s): one series for all of them. */
const UNMATCHED = '(unmatched)';
/** Seconds: from a cached read (a millisecond) to an upload re-encoded at four widths. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'fitout_http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'fitout_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
  }

  /** One request answered (by Fastify or early). */
  observe(method: string, route: string | undefined, status: number, seconds: number) {
    const labels = { method, route: route ?? UNMATCHED, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }
}

/** The bearer token compared in constant time (both sides hashed to one length first). */
function tokenCheck(token: string) {
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  return (header: string | undefined) =>
    timingSafeEqual(
      createHash('sha256')
        .update(header ?? '')
        .digest(),
      expected,
    );
}

export default fp(
  async function metrics(app: FastifyInstance, opts: { database: Pick<Database, 'db' | 'kind' | 'pool'> }) {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = new Metrics();
    app.decorate('metrics', metrics);
    const registers = [metrics.registry];
    collectDefaultMetrics({ register: metrics.registry });

    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    // The answer caches: hits (from memory, early answers included) and misses (built from the database).
    const caches = { public: () => app.publicCache, orders: () => app.orderCache };
    new Counter({
      name: 'fitout_cache_lookups_total',
      help: 'Reads of the answer caches, by cache and result (hit: answered from memory)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [name, cache] of Object.entries(caches)) {
          this.inc({ cache: name, result: 'hit' }, cache().hits);
          this.inc({ cache: name, result: 'miss' }, cache().misses);
        }
      },
    });
    new Gauge({
      name: 'fitout_cache_hit_ratio',
      help: 'Share of the answer caches’ reads answered from memory since the process started',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const [name, cache] of Object.entries(caches)) {
          const { hits, misses } = cache();
          this.set({ cache: name }, hits + misses ? hits / (hits + misses) : 0);
        }
      },
    });

    // The database pool (PostgreSQL): connections in use and idle, and requests waiting for one.
    const pool = opts.database.pool;
    if (pool) {
      new Gauge({
        name: 'fitout_db_pool_connections',
        help: 'Connections of the database pool, by state',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle } = pool();
          this.set({ state: 'busy' }, total - idle);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'fitout_db_pool_max',
        help: 'Connections the pool may open',
        registers,
        collect() {
          this.set(pool().max);
        },
      });
      new Gauge({
        name: 'fitout_db_pool_waiting',
        help: 'Queries waiting for a connection now',
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
      new Counter({
        name: 'fitout_db_pool_waits_total',
        help: 'Queries that had to wait for a connection (every one was busy)',
        registers,
        collect() {
          this.reset();
          this.inc(pool().waits);
        },
      });
    }

    // The periodic jobs (scheduler/jobs.ts), each by its name: runs by outcome, the last one's end and duration.
    const jobs = () => (app.hasDecorator('scheduler') ? app.scheduler.figures() : []);
    new Counter({
      name: 'fitout_job_runs_total',
      help: 'Runs of each periodic job, by outcome (skipped: another process held its lock)',
      labelNames: ['job', 'outcome'],
      registers,
      collect() {
        this.reset();
        for (const job of jobs()) {
          this.inc({ job: job.name, outcome: 'ok' }, job.runs - job.failures);
          this.inc({ job: job.name, outcome: 'failed' }, job.failures);
          this.inc({ job: job.name, outcome: 'skipped' }, job.skipped);
        }
      },
    });
    new Gauge({
      name: 'fitout_job_last_run_timestamp_seconds',
      help: 'When each periodic job last ended (0: not yet)',
      labelNames: ['job'],
      registers,
      collect() {
        for (const job of jobs()) this.set({ job: job.name }, job.lastRunAt ?? 0);
      },
    });
    new Gauge({
      name: 'fitout_job_last_duration_seconds',
      help: 'How long each periodic job’s last run took',
      labelNames: ['job'],
      registers,
      collect() {
        for (const job of jobs()) this.set({ job: job.name }, job.lastDurationSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'fitout_job_last_failed',
      help: 'Whether each periodic job’s last run failed (1) or not (0)',
      labelNames: ['job'],
      registers,
      collect() {
        for (const job of jobs()) this.set({ job: job.name }, job.lastFailed ? 1 : 0);
      },
    });

    const readFigures = await readDatabaseFigures(app.db, registers, app.log);

    const authorized = tokenCheck(token);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(new HttpError(401, 'metrics.token_required').body());
      }
      await readFigures();
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
