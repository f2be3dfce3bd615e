// GET /api/metrics: Prometheus' text format, behind METRICS_TOKEN. A scrape parses (parse-prometheus-text-format,
// ported from Prometheus' own Python client), and its figures move with what the API does: requests by route and
// status (the early answers too), the answer cache, the mail outbox, publications, backups, the database pool, and the
// periodic jobs.
import { randomBytes } from 'node:crypto';
import parse, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, mailOutbox, publications } from '../../src/db/schema.ts';
import { startTestApp, type TestApp, usePostgres } from '../helpers.ts';

const TOKEN = randomBytes(24).toString('base64url');

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is not there (404), whatever the caller sends', async () => {
    expect((await fetch(`${t.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t?.close());

  type Scrape = { families: MetricFamily[]; text: string };
  /** A scrape, parsed (the parser throws on any line that is not Prometheus text). */
  const scrape = async (): Promise<Scrape> => {
    const reply = await fetch(`${t.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    return { families: parse(text), text };
  };
  const family = ({ families }: Scrape, name: string) => families.find((f) => f.name === name);
  /**
   * The value of the first sample of `name` with these labels. Read from the sample lines: the parser folds a
   * histogram's labelled series into one, so their `_count` lines are read as they are.
   */
  const value = ({ text }: Scrape, name: string, labels: Record<string, string> = {}) => {
    for (const line of text.split('\n')) {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match || (match[1] !== name && match[1] !== `${name}_count`)) continue;
      const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      if (Object.entries(labels).every(([k, v]) => own[k] === v)) return Number(match[3]);
    }
    return undefined;
  };

  it('answers 401 to a caller without the token or with another one', async () => {
    const none = await fetch(`${t.url}/api/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fetch(`${t.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${t.url}/api/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('counts and times requests by route and status, the cached public reads answered early included', async () => {
    const route = { method: 'GET', route: '/api/v1/category/list/', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 4; i++) expect((await t.api.get('category/list/')).status).toBe(200);
    expect((await fetch(`${t.url}/api/v1/no-such-call/`)).status).toBe(404);
    const after = await scrape();

    expect((value(after, 'fitout_http_requests_total', route) ?? 0) - (value(before, 'fitout_http_requests_total', route) ?? 0)).toBe(4);
    expect(
      (value(after, 'fitout_http_request_duration_seconds', route) ?? 0) - (value(before, 'fitout_http_request_duration_seconds', route) ?? 0),
    ).toBe(4);
    expect(value(after, 'fitout_http_requests_total', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(family(after, 'fitout_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The first read asked the database; the next three came from memory (before Fastify).
    const hits = (f: Scrape) => value(f, 'fitout_cache_lookups_total', { cache: 'public', result: 'hit' }) ?? 0;
    const misses = (f: Scrape) => value(f, 'fitout_cache_lookups_total', { cache: 'public', result: 'miss' }) ?? 0;
    expect(hits(after) - hits(before)).toBe(3);
    expect(misses(after) - misses(before)).toBe(1);
    expect(value(after, 'fitout_cache_hit_ratio', { cache: 'public' })).toBeGreaterThan(0);
  });

  it('reports the mail waiting in the outbox and the oldest one’s age', async () => {
    await t.app.outbox.stop();
    await t.app.db.insert(mailOutbox).values({
      to: 'someone@example.com',
      subject: 'Held',
      text: 'x',
      createdAt: new Date(Date.now() - 10 * 60_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const figures = await scrape();
    expect(value(figures, 'fitout_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(figures, 'fitout_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(600);
  });

  it('reports publications (their time and failures) and backups (the last, its size, failures)', async () => {
    const before = await scrape();
    const now = Date.now();
    await t.app.db.insert(publications).values([
      { reasons: ['work saved'], startedAt: new Date(now - 3_000), finishedAt: new Date(now - 1_000), error: null },
      { reasons: ['package saved'], startedAt: new Date(now - 900), finishedAt: new Date(now - 400), error: 'astro build failed' },
    ]);
    await t.app.db.insert(backupRuns).values([
      { trigger: 'schedule', startedAt: new Date(now - 60_000), finishedAt: new Date(now - 50_000), location: 'a.tar.gz', sizeBytes: 123_456 },
      { trigger: 'schedule', startedAt: new Date(now - 20_000), finishedAt: new Date(now - 19_000), error: 'the bucket refused' },
    ]);
    const after = await scrape();
    const published = (f: Scrape, outcome: string) => value(f, 'fitout_publish_duration_seconds', { outcome }) ?? 0;
    expect(published(after, 'published') - published(before, 'published')).toBe(1);
    expect(published(after, 'failed') - published(before, 'failed')).toBe(1);
    expect((value(after, 'fitout_publish_failures_total') ?? 0) - (value(before, 'fitout_publish_failures_total') ?? 0)).toBe(1);
    expect(value(after, 'fitout_publish_last_failed')).toBe(1);
    expect(value(after, 'fitout_backup_last_success_timestamp_seconds')).toBeCloseTo((now - 50_000) / 1000, 0);
    expect(value(after, 'fitout_backup_last_size_bytes')).toBe(123_456);
    expect(value(after, 'fitout_backup_last_failed')).toBe(1);
    expect(value(after, 'fitout_backup_failures_total')).toBe(1);
    expect(value(after, 'fitout_database_up')).toBe(1);
  });

  it('reports the process (CPU, memory, event loop) and, on PostgreSQL, the connection pool', async () => {
    const figures = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(family(figures, name), name).toBeTruthy();
    }
    if (usePostgres) {
      expect(value(figures, 'fitout_db_pool_max')).toBe(10);
      expect(value(figures, 'fitout_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
      expect(value(figures, 'fitout_db_pool_waits_total')).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports every periodic job by name: its runs, failures, last run and how long it took', async () => {
    const names = t.app.scheduler.names;
    expect(names).toEqual(expect.arrayContaining(['mail', 'visit-reminders', 'audit-retention']));
    await t.app.scheduler.run('audit-retention');
    const figures = await scrape();
    for (const job of names) {
      expect(value(figures, 'fitout_job_runs_total', { job, outcome: 'failed' }), job).toBe(0);
      expect(value(figures, 'fitout_job_last_run_timestamp_seconds', { job }), job).toBeGreaterThanOrEqual(0);
      expect(value(figures, 'fitout_job_last_duration_seconds', { job }), job).toBeGreaterThanOrEqual(0);
    }
    expect(value(figures, 'fitout_job_runs_total', { job: 'audit-retention', outcome: 'ok' })).toBe(1);
    expect(value(figures, 'fitout_job_last_run_timestamp_seconds', { job: 'audit-retention' })).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});
