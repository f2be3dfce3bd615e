// The bundled server's site renderer: `node site/scripts/renderer.ts --out <outDir>` builds the whole site against
// this API and stays, holding the catalogue in memory, so that each catalogue change reads again only the records it
// touched and renders again only the pages they show, into the same folder (site/scripts/page-renderer.ts). It runs in its own process group: stopping it stops Astro and its helpers too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ChangedRecords } from './publisher.ts';

/**
 * What a pass changed in the folder (site-relative files), how much it read (records; null: the whole catalogue) and
 * rendered to find it, and its time (reading, then finding the pages, included).
 */
export type Regenerated = {
  written: string[];
  removed: string[];
  pages: number;
  rendered: number;
  records: number | null;
  ms: number;
  readMs: number;
  pathsMs: number;
};

/**
 * A full build kept alive: renders again, into the folder it built, the pages whose data changed since. A pass that
 * is aborted or fails leaves the folder's state unknown to it: it stops, and the next publication builds afresh.
 */
export type LiveSite = {
  /** Renders again the pages whose data changed; `records`: what the changes touched (null: anything). */
  regenerate(signal: AbortSignal, records?: ChangedRecords): Promise<Regenerated>;
  close(): void;
};

type Message = { type: 'built' } | ({ type: 'regenerated'; id: number } & Regenerated) | { type: 'failed'; id: number; error: string };

const TAIL_LINES = 20;

/** Builds the site into `outDir` with the renderer process and resolves once built, with the renderer kept. */
export function siteRenderer(options: { repoDir: string; apiUrl: () => string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void }) {
  return (outDir: string, signal: AbortSignal) =>
    new Promise<LiveSite>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, API_URL: options.apiUrl(), ASTRO_TELEMETRY_DISABLED: '1' };
      const child = spawn(process.execPath, [join(options.repoDir, 'site/scripts/renderer.ts'), '--out', outDir], {
        cwd: options.repoDir,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
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
          if (tail.length > TAIL_LINES) tail.shift();
          options.onLine?.(line);
        }
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      const errorLines = () => {
        const errors = tail.filter((line) => /error|failed|cannot|exception/i.test(line));
        return (errors.length ? errors : tail).slice(-3).join(' | ');
      };

      let exited = false;
      let built = false;
      const kill = (sig: NodeJS.Signals) => {
        try {
          if (child.pid && !exited) process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      const stop = () => {
        kill('SIGTERM');
        setTimeout(() => kill('SIGKILL'), 5_000).unref();
      };
      const onAbort = () => stop();
      signal.addEventListener('abort', onAbort, { once: true });

      const passes = new Map<number, { resolve: (result: Regenerated) => void; reject: (error: Error) => void }>();
      let nextId = 1;
      const live: LiveSite = {
        regenerate: (passSignal, records = null) =>
          new Promise<Regenerated>((done, fail) => {
            if (exited) return fail(new Error('The site renderer has stopped.'));
            if (passSignal.aborted) return fail(passSignal.reason);
            const id = nextId++;
            const onPassAbort = () => stop();
            passSignal.addEventListener('abort', onPassAbort, { once: true });
            const settle = () => {
              passes.delete(id);
              passSignal.removeEventListener('abort', onPassAbort);
            };
            passes.set(id, {
              resolve: (result) => (settle(), done(result)),
              reject: (error) => (settle(), fail(passSignal.aborted ? passSignal.reason : error)),
            });
            child.send({ type: 'regenerate', id, records });
          }),
        close: stop,
      };

      child.on('message', (message: Message) => {
        if (message.type === 'built') {
          built = true;
          signal.removeEventListener('abort', onAbort);
          resolve(live);
        } else if (message.type === 'regenerated') {
          const { type: _type, id, ...result } = message;
          passes.get(id)?.resolve(result);
        } else if (message.type === 'failed') {
          // Its state is unknown now: it goes, and the next publication builds the whole site.
          passes.get(message.id)?.reject(new Error(`Rendering the changed pages failed: ${message.error}`));
          stop();
        }
      });
      child.once('error', (error) => {
        if (!built) reject(error);
      });
      child.once('exit', (code, sig) => {
        exited = true;
        signal.removeEventListener('abort', onAbort);
        const last = errorLines();
        const error = new Error(`The site ${built ? 'renderer' : 'build'} exited with ${sig ?? `code ${code}`}${last ? `: ${last}` : ''}`);
        if (!built) reject(signal.aborted ? signal.reason : error);
        for (const pass of passes.values()) pass.reject(error);
      });
    });
}
