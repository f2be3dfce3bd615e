// The one scheduler of periodic work: jobs run at their pace, one run of a job at a time, a failure counted and logged
// without stopping the job, cron expressions read in Cairo's time, and an exclusive job run by one process at a time
// on PostgreSQL (two schedulers on one database, each with its own connections, as two API processes have).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Scheduler } from '../../src/scheduler/scheduler.ts';
import { startTestApp, type TestApp, usePostgres } from '../helpers.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scheduler', () => {
  let t: TestApp;
  const schedulers: Scheduler[] = [];
  const make = () => {
    const scheduler = new Scheduler({ database: { db: t.app.db, kind: usePostgres ? 'postgres' : 'pglite' }, log: t.app.log });
    schedulers.push(scheduler);
    return scheduler;
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await t?.close();
  });

  it('runs a job again and again at its interval, never two runs of it at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const scheduler = make().add({
      name: 'slow',
      every: 10,
      firstAfter: 0,
      run: async () => {
        most = Math.max(most, ++running);
        await pause(30);
        running -= 1;
        runs += 1;
      },
    });
    scheduler.start();
    // Asked for meanwhile, a run joins the one under way.
    await Promise.all([scheduler.run('slow'), scheduler.run('slow')]);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 });
    await scheduler.stop();
    expect(most).toBe(1);
    const [figures] = scheduler.figures();
    expect(figures).toMatchObject({ name: 'slow', failures: 0, lastFailed: false });
    expect(figures.runs).toBe(runs);
  });

  it('counts and logs a failed run, and runs the job again at its next turn', async () => {
    let calls = 0;
    const logged: unknown[] = [];
    const scheduler = new Scheduler({
      database: { db: t.app.db, kind: 'pglite' },
      log: { info: () => {}, debug: () => {}, error: (fields: unknown) => void logged.push(fields) } as never,
    });
    schedulers.push(scheduler);
    scheduler.add({
      name: 'flaky',
      every: 10,
      firstAfter: 0,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the mail server is down');
        return 2;
      },
    });
    scheduler.start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 10 });
    await scheduler.stop();
    expect(logged[0]).toMatchObject({ job: 'flaky', err: { message: 'the mail server is down' } });
    expect(scheduler.figures()[0]).toMatchObject({ failures: 1, lastFailed: false });
  });

  it('reads a cron expression in Cairo’s time, summer time included', () => {
    const scheduler = make().add({ name: 'nightly', every: '30 3 * * *', run: async () => {} });
    // Winter: Cairo is UTC+2; summer (from the last Friday of April): UTC+3.
    expect(scheduler.nextCronRun('nightly', new Date('2026-12-01T12:00:00Z'))?.toISOString()).toBe('2026-12-02T01:30:00.000Z');
    expect(scheduler.nextCronRun('nightly', new Date('2026-07-01T12:00:00Z'))?.toISOString()).toBe('2026-07-02T00:30:00.000Z');
  });

  it('refuses two jobs of one name', () => {
    const scheduler = make().add({ name: 'twice', every: 1_000, run: async () => {} });
    expect(() => scheduler.add({ name: 'twice', every: 1_000, run: async () => {} })).toThrow(/already declared/);
  });

  it.runIf(usePostgres)('runs an exclusive job in one process at a time (an advisory lock); the other skips its turn', async () => {
    let runs = 0;
    const job = {
      name: 'exclusive',
      every: 60_000,
      exclusive: true,
      run: async () => {
        runs += 1;
        await pause(200);
      },
    };
    const a = make().add(job);
    const b = make().add(job);
    await Promise.all([a.run('exclusive'), b.run('exclusive')]);
    expect(runs).toBe(1);
    expect([...a.figures(), ...b.figures()].map((figures) => figures.skipped).sort()).toEqual([0, 1]);
    // Once the lock is free, the next turn runs.
    await b.run('exclusive');
    expect(runs).toBe(2);
  });
});
