// The bundled server's publisher (`npm start`): the site is built into a fresh folder and swapped in only once
// complete, so no request ever sees a half-built site. The build stays alive (a LiveSite: @fitout/site/renderer):
// each later catalogue change renders again only the pages it touches, each file swapped in whole, in the live
// folder. A full build again only when the site's code or settings changed, or when that renderer is gone.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Coalescer, type BuildJob } from './coalescer.ts';
import type { ChangedRecord, Claims, Publisher, PublishStatus } from './publisher.ts';
import type { LiveSite } from '@fitout/shared/publishing';

/** What a build is made from: the site's code and settings, and the catalogue it shows. */
export type Stamp = { code: string; catalogue: string };

/** The live build, recorded in `<buildsDir>/current.json` so that a restart serves it at once. */
type Live = Stamp & { id: string; published_at: string };

export type SiteBuildsOptions = {
  /** Where builds go: one folder per build, and current.json naming the live one. */
  buildsDir: string;
  /**
   * Builds the whole site into `outDir`; rejects (with the reason) when the build fails or is aborted. It may answer
   * the build kept alive (@fitout/site/renderer), which then publishes the changes that follow into that folder.
   */
  build: (outDir: string, signal: AbortSignal) => Promise<LiveSite | undefined>;
  /** What the present code (the site's sources and settings) and catalogue hash to; a publication records both. */
  stamp: { code: () => Promise<string>; catalogue: () => Promise<string> };
  debounceMs: number;
  /** Resolves once the API the build reads answers (the server listens): a publication waits for it. */
  ready?: Promise<unknown>;
  /** How long a replaced build stays on disk for requests that were reading it. */
  graceMs?: number;
  log?: (line: string) => void;
};

export class SiteBuilds implements Publisher {
  private readonly options: SiteBuildsOptions;
  private readonly coalescer: Coalescer;
  private live: Live | null = null;
  /** The live build's renderer, while it runs. */
  private renderer: { id: string; site: LiveSite } | null = null;
  private readonly removals = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: SiteBuildsOptions) {
    this.options = options;
    this.live = this.readLive();
    this.removeLeftovers();
    this.coalescer = new Coalescer({
      mode: 'local',
      debounceMs: options.debounceMs,
      build: (job) => this.publishOnce(job),
      onBuildEnd: ({ reasons, durationMs, error }) => {
        const seconds = (durationMs / 1000).toFixed(1);
        if (error) this.options.log?.(`site: publishing failed after ${seconds} s (${reasons.join(', ')}): ${error.message}`);
        else this.options.log?.(`site: published in ${seconds} s (${reasons.join(', ')})`);
      },
    });
    this.coalescer.restore(this.live?.published_at ?? null);
  }

  /** The folder requests are served from now, or null while there has never been a complete build. */
  current(): string | null {
    return this.live ? join(this.options.buildsDir, this.live.id) : null;
  }

  request(reason: string, records?: readonly ChangedRecord[]) {
    this.coalescer.request(reason, records);
  }

  status(): PublishStatus {
    return this.coalescer.status();
  }

  claimFrom(claims: Claims) {
    this.coalescer.claimFrom(claims);
  }

  /**
   * Builds unless the live build was made from the present code and catalogue; a build already running or waiting
   * (the demo seed asks for one) is the one that makes it current. Resolves when done.
   */
  async ensureCurrent(reason: string): Promise<'current' | 'built' | 'failed'> {
    const { building, pending } = this.status();
    if (building) await this.coalescer.idle();
    else if (!pending && this.live && sameStamp(this.live, await this.stamp())) return 'current';
    else await this.coalescer.publishNow(reason);
    return this.status().failed ? 'failed' : 'built';
  }

  idle() {
    return this.coalescer.idle();
  }

  async stop() {
    await this.coalescer.stop();
    this.closeRenderer();
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

  /** Folders of builds that never completed (a killed process) or were replaced before a restart, and scratch folders. */
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

  /** The pages the changes touch, rendered into the live folder; the whole site when that cannot be done. */
  private async publishOnce(job: BuildJob) {
    if (this.options.ready) await untilAborted(this.options.ready, job.signal);
    const code = await this.options.stamp.code();
    const { live, renderer } = this;
    if (live && renderer && renderer.id === live.id && live.code === code) {
      try {
        const result = await renderer.site.regenerate(job.signal, job.records);
        // Read after the pass, off the way of the pages: a change it may already see has a request waiting (its
        // row in publish_requests, see requests.ts), which publishes again, after a restart too.
        const catalogue = await this.options.stamp.catalogue();
        await this.record({ ...live, catalogue, published_at: new Date().toISOString() });
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        const read = result.records === null ? 'the catalogue' : `${result.records} record${result.records === 1 ? '' : 's'}`;
        this.options.log?.(
          `site: ${result.rendered} of ${result.pages} pages rendered again in ${seconds(result.ms)} (reading ${read} ${seconds(result.readMs)}, ` +
            `finding the pages ${seconds(result.pathsMs)}), ${result.written.length} files written, ${result.removed.length} removed`,
        );
        return;
      } catch (error) {
        this.closeRenderer();
        if (job.signal.aborted) throw error;
        this.options.log?.(`site: ${(error as Error).message}; building the whole site`);
      }
    }
    await this.buildOnce(job, { code, catalogue: await this.options.stamp.catalogue() });
  }

  private async buildOnce({ reasons, signal }: BuildJob, stamp: Stamp) {
    const { buildsDir } = this.options;
    const id = `${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15)}-${randomBytes(3).toString('hex')}`;
    const outDir = join(buildsDir, id);
    await mkdir(outDir, { recursive: true });
    this.options.log?.(`site: building (${reasons.join(', ')})`);
    let site: LiveSite | undefined;
    try {
      site = (await this.options.build(outDir, signal)) ?? undefined;
      if (signal.aborted) throw signal.reason ?? new Error('The build was stopped.');
      for (const page of ['index.html', '404.html']) {
        if (!existsSync(join(outDir, page))) throw new Error(`The build has no ${page}.`);
      }
    } catch (error) {
      site?.close();
      await rm(outDir, { recursive: true, force: true });
      throw error;
    }
    // The swap: the pointer file first (a restart serves the new build), then the pointer requests read.
    const previous = this.current();
    await this.record({ id, ...stamp, published_at: new Date().toISOString() });
    this.closeRenderer();
    if (site) this.renderer = { id, site };
    if (previous) this.removeLater(previous);
  }

  private async record(live: Live) {
    const pointer = join(this.options.buildsDir, 'current.json');
    await writeFile(`${pointer}.tmp`, JSON.stringify(live));
    await rename(`${pointer}.tmp`, pointer);
    this.live = live;
  }

  private async stamp(): Promise<Stamp> {
    const [code, catalogue] = await Promise.all([this.options.stamp.code(), this.options.stamp.catalogue()]);
    return { code, catalogue };
  }

  private closeRenderer() {
    this.renderer?.site.close();
    this.renderer = null;
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

/** `promise`, or a rejection as soon as `signal` aborts (the server closes before it ever listened). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const sameStamp = (a: Stamp, b: Stamp) => a.code === b.code && a.catalogue === b.catalogue;
