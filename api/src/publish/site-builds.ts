// The bundled server's publisher (`npm start`): the site is rebuilt in a child process against this API, into a
// fresh folder, and swapped in only once complete, so no request ever sees a half-built site.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Coalescer, type BuildJob, type Claims } from './coalescer.ts';
import type { Publisher, PublishStatus } from './publisher.ts';

/** The live build, recorded in `<buildsDir>/current.json` so that a restart serves it at once. */
type Live = { id: string; stamp: string; published_at: string };

export type SiteBuildsOptions = {
  /** Where builds go: one folder per build, and current.json naming the live one. */
  buildsDir: string;
  /**
   * Builds the site into `outDir`; rejects (with the reason) when the build fails or is aborted. The default runs
   * `node site/scripts/build.ts --out <outDir>` with API_URL.
   */
  build: (outDir: string, signal: AbortSignal) => Promise<void>;
  /** What the present sources and catalogue hash to; a build records it. */
  stamp: () => Promise<string>;
  debounceMs: number;
  /** How long a replaced build stays on disk for requests that were reading it. */
  graceMs?: number;
  log?: (line: string) => void;
};

export class SiteBuilds implements Publisher {
  private readonly options: SiteBuildsOptions;
  private readonly coalescer: Coalescer;
  private live: Live | null = null;
  private readonly removals = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: SiteBuildsOptions) {
    this.options = options;
    this.live = this.readLive();
    this.removeLeftovers();
    this.coalescer = new Coalescer({
      mode: 'local',
      debounceMs: options.debounceMs,
      build: (job) => this.buildOnce(job),
      onBuildEnd: ({ reasons, durationMs, error }) => {
        const seconds = (durationMs / 1000).toFixed(1);
        if (error) this.options.log?.(`site: build failed after ${seconds} s (${reasons.join(', ')}): ${error.message}`);
        else this.options.log?.(`site: published in ${seconds} s (${reasons.join(', ')})`);
      },
    });
    this.coalescer.restore(this.live?.published_at ?? null);
  }

  /** The folder requests are served from now, or null while there has never been a complete build. */
  current(): string | null {
    return this.live ? join(this.options.buildsDir, this.live.id) : null;
  }

  request(reason: string) {
    this.coalescer.request(reason);
  }

  status(): PublishStatus {
    return this.coalescer.status();
  }

  claimFrom(claims: Claims) {
    this.coalescer.claimFrom(claims);
  }

  /**
   * Builds unless the live build was made from the present sources and catalogue; a build already running or
   * waiting (the demo seed asks for one) is the one that makes it current. Resolves when done.
   */
  async ensureCurrent(reason: string): Promise<'current' | 'built' | 'failed'> {
    const { building, pending } = this.status();
    if (building) await this.coalescer.idle();
    else if (!pending && this.live && this.live.stamp === (await this.options.stamp())) return 'current';
    else await this.coalescer.publishNow(reason);
    return this.status().failed ? 'failed' : 'built';
  }

  idle() {
    return this.coalescer.idle();
  }

  async stop() {
    await this.coalescer.stop();
    for (const timer of this.removals) clearTimeout(timer);
    this.removals.clear();
  }

  private readLive(): Live | null {
    try {
      const live = JSON.parse(readFileSync(join(this.options.buildsDir, 'current.json'), 'utf8')) as Live;
      return existsSync(join(this.options.buildsDir, live.id, 'index.html')) ? live : null;
    } catch {
      return null;
    }
  }

  /** Folders of builds that never completed (a killed process) or were replaced before a restart. */
  private removeLeftovers() {
    let names: string[] = [];
    try {
      names = readdirSync(this.options.buildsDir);
    } catch {
      return;
    }
    const keep = new Set(['current.json', this.live?.id]);
    for (const name of names.filter((name) => !keep.has(name))) rmSync(join(this.options.buildsDir, name), { recursive: true, force: true });
  }

  private async buildOnce({ reasons, signal }: BuildJob) {
    const { buildsDir } = this.options;
    const stamp = await this.options.stamp();
    const id = `${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15)}-${randomBytes(3).toString('hex')}`;
    const outDir = join(buildsDir, id);
    await mkdir(outDir, { recursive: true });
    this.options.log?.(`site: building (${reasons.join(', ')})`);
    try {
      await this.options.build(outDir, signal);
      if (signal.aborted) throw signal.reason ?? new Error('The build was stopped.');
      for (const page of ['index.html', '404.html']) {
        if (!existsSync(join(outDir, page))) throw new Error(`The build has no ${page}.`);
      }
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw error;
    }
    // The swap: the pointer file first (a restart serves the new build), then the pointer requests read.
    const previous = this.current();
    const live: Live = { id, stamp, published_at: new Date().toISOString() };
    const pointer = join(buildsDir, 'current.json');
    await writeFile(`${pointer}.tmp`, JSON.stringify(live));
    await rename(`${pointer}.tmp`, pointer);
    this.live = live;
    if (previous) this.removeLater(previous);
  }

  private removeLater(dir: string) {
    const timer = setTimeout(() => {
      this.removals.delete(timer);
      void rm(dir, { recursive: true, force: true });
    }, this.options.graceMs ?? 60_000);
    timer.unref();
    this.removals.add(timer);
  }
}

/**
 * `node site/scripts/build.ts --out <outDir>` against `apiUrl`, in its own process group so that stopping it
 * stops Astro and its helpers too. The last lines of its output become the error when it fails.
 */
export function childSiteBuild(options: { repoDir: string; apiUrl: () => string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void }) {
  return (outDir: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, API_URL: options.apiUrl(), ASTRO_TELEMETRY_DISABLED: '1' };
      const child = spawn(process.execPath, [join(options.repoDir, 'site/scripts/build.ts'), '--out', outDir], {
        cwd: options.repoDir,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tail: string[] = [];
      const collect = (chunk: Buffer) => {
        // eslint-disable-next-line no-control-regex
        for (const line of chunk
          .toString('utf8')
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split(/\r?\n/)) {
          if (!line.trim()) continue;
          tail.push(line);
          if (tail.length > 20) tail.shift();
          options.onLine?.(line);
        }
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      const kill = (sig: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      let forced: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => {
        kill('SIGTERM');
        forced = setTimeout(() => kill('SIGKILL'), 5_000);
        forced.unref();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      child.once('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      });
      child.once('close', (code, sig) => {
        signal.removeEventListener('abort', onAbort);
        if (forced) clearTimeout(forced);
        if (signal.aborted) return reject(signal.reason);
        if (code === 0) return resolve();
        const errors = tail.filter((line) => /error|failed|cannot|exception/i.test(line));
        const last = (errors.length ? errors : tail).slice(-3).join(' | ');
        reject(new Error(`The site build exited with ${sig ?? `code ${code}`}${last ? `: ${last}` : ''}`));
      });
    });
}
