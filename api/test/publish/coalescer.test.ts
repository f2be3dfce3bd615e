// Publish requests coalesce: one build at a time, changes during a build cause exactly one more, a failure is
// reported and the next request builds again. A fake build function stands in for the site build.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer, type BuildJob } from '../../src/publish/coalescer.ts';

const DEBOUNCE = 2_000;
/** Fake time: the debounce is exact however loaded the machine is. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A build function whose builds end when the test says so. */
function fakeBuilds() {
  const jobs: (BuildJob & { finish: () => void; fail: (error: Error) => void })[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const build = (job: BuildJob) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const end = () => (running -= 1);
      jobs.push({ ...job, finish: () => (end(), resolve()), fail: (error) => (end(), reject(error)) });
      job.signal.addEventListener('abort', () => (end(), reject(job.signal.reason)));
    });
  return { build, jobs, mostAtOnce: () => mostAtOnce };
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 1_000; i++) {
    if (condition()) return;
    await sleep(10);
  }
  throw new Error(`no ${what} within 10 s of fake time`);
}

let coalescer: Coalescer | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await coalescer?.stop();
  coalescer = undefined;
  vi.useRealTimers();
});

describe('publish requests', () => {
  it('with no build running, several requests make one build after the quiet moment', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: DEBOUNCE });
    coalescer.request('package 1 changed', ['package:1']);
    coalescer.request('package 2 changed', ['package:2', 'package:1']);
    await sleep(DEBOUNCE - 100);
    coalescer.request('category 3 changed', ['category:3']);
    await sleep(DEBOUNCE - 100);
    expect(fake.jobs).toHaveLength(0);
    expect(coalescer.status()).toMatchObject({ building: false, pending: true });

    await sleep(100);
    expect(fake.jobs).toHaveLength(1);
    expect(fake.jobs[0].reasons).toEqual(['package 1 changed', 'package 2 changed', 'category 3 changed']);
    // What the changes touched, each once, for the site's renderer to read again.
    expect(fake.jobs[0].records).toEqual(['package:1', 'package:2', 'category:3']);
    expect(coalescer.status()).toMatchObject({ building: true, pending: false, reasons: fake.jobs[0].reasons });
    fake.jobs[0].finish();
    await coalescer.idle();
    await sleep(DEBOUNCE * 3);
    expect(fake.jobs).toHaveLength(1);
    const status = coalescer.status();
    expect(status).toMatchObject({ mode: 'local', building: false, pending: false, failed: false, error: null });
    expect(Date.parse(status.published_at!)).toBe(Date.now() - DEBOUNCE * 3);
  });

  it('any number of requests during a build cause exactly one more build, never two at once', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: DEBOUNCE });
    coalescer.request('first');
    await until(() => fake.jobs.length === 1, 'the first build');
    for (let i = 0; i < 25; i++) coalescer.request(`change ${i % 5}`, [`work:${i % 5}`]);
    expect(coalescer.status()).toMatchObject({ building: true, pending: true });
    await sleep(DEBOUNCE * 3);
    expect(fake.jobs).toHaveLength(1);

    fake.jobs[0].finish();
    await until(() => fake.jobs.length === 2, 'the second build');
    expect(fake.jobs[1].reasons).toEqual(['change 0', 'change 1', 'change 2', 'change 3', 'change 4']);
    // The first named no records (anything may have changed); the second is for those made during the first.
    expect(fake.jobs[0].records).toBeNull();
    expect(fake.jobs[1].records).toEqual(['work:0', 'work:1', 'work:2', 'work:3', 'work:4']);
    fake.jobs[1].finish();
    await coalescer.idle();
    await sleep(DEBOUNCE * 3);
    expect(fake.jobs).toHaveLength(2);
    expect(fake.mostAtOnce()).toBe(1);
  });

  it('reports a failed build with its error, and the next request builds again', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: DEBOUNCE });
    coalescer.request('work changed');
    await until(() => fake.jobs.length === 1, 'the build');
    fake.jobs[0].fail(new Error('The site build exited with code 1: fetch failed'));
    await coalescer.idle();
    expect(coalescer.status()).toMatchObject({
      building: false,
      pending: false,
      failed: true,
      error: 'The site build exited with code 1: fetch failed',
      published_at: null,
    });
    await sleep(DEBOUNCE * 3);
    expect(fake.jobs).toHaveLength(1);

    coalescer.request('work changed again');
    await until(() => fake.jobs.length === 2, 'the next build');
    fake.jobs[1].finish();
    await coalescer.idle();
    expect(coalescer.status()).toMatchObject({ failed: false, error: null });
    expect(coalescer.status().published_at).not.toBeNull();
  });

  it('publishes at once when asked to, without waiting for the quiet moment', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: 60_000 });
    const done = coalescer.publishNow('npm start');
    await until(() => fake.jobs.length === 1, 'the build');
    fake.jobs[0].finish();
    await done;
    expect(coalescer.status().published_at).not.toBeNull();
  });

  it('a steady stream of changes still publishes, after at most the longest wait', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: DEBOUNCE, maxWaitMs: DEBOUNCE * 3 });
    for (let i = 0; i < 12 && fake.jobs.length === 0; i++) {
      coalescer.request(`edit ${i}`);
      await sleep(DEBOUNCE / 2);
    }
    expect(fake.jobs).toHaveLength(1);
  });

  it('stopping aborts the running build, drops waiting changes, and reports no failure', async () => {
    const fake = fakeBuilds();
    coalescer = new Coalescer({ mode: 'local', build: fake.build, debounceMs: DEBOUNCE });
    coalescer.request('one');
    await until(() => fake.jobs.length === 1, 'the build');
    coalescer.request('two');
    await coalescer.stop();
    expect(fake.jobs[0].signal.aborted).toBe(true);
    expect(coalescer.status()).toMatchObject({ building: false, pending: false, failed: false });
    coalescer.request('after stop');
    await sleep(DEBOUNCE * 3);
    expect(fake.jobs).toHaveLength(1);
  });
});
