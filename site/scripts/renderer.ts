// @fitout/site/renderer: the site's renderer for the API's publisher (api/src/publish/plugin.ts). `siteRenderer` builds
// the whole site against that API in a process of its own (render-process.ts) and keeps it, holding the catalogue in
// memory, so that each catalogue change reads again only the records it touched and renders again only the pages they
// show, into the same folder (page-renderer.ts). The process runs in its own group: stopping it stops Astro and its
// helpers too. This module itself loads nothing of Astro's.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveSite, Regenerated } from '@fitout/shared/publishing';

/** The site's folder (its sources), and the repository's, where its builds run from. */
export const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(siteDir, '..');
const renderProcess = fileURLToPath(new URL('./render-process.ts', import.meta.url));

type Message = { type: 'built' } | ({ type: 'regenerated'; id: number } & Regenerated) | { type: 'failed'; id: number; error: string };

const TAIL_LINES = 20;

/**
 * Builds the site into `outDir` with the renderer process, against the API at `apiUrl()`, and resolves once built,
 * with the renderer kept. `env`: the site's settings (SITE_URL, PUBLIC_MEDIA_URL); `onLine`: the process's output.
 */
export function siteRenderer(options: { apiUrl: () => string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void }) {
  return (outDir: string, signal: AbortSignal) =>
    new Promise<LiveSite>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, API_URL: options.apiUrl(), ASTRO_TELEMETRY_DISABLED: '1' };
      const child = spawn(process.execPath, [renderProcess, '--out', outDir], {
        cwd: repoDir,
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
