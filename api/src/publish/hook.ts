// PUBLISH_HOOK_URL: in production the site is built elsewhere (a CI job, a static host's build hook); a catalogue
// change POSTs to that hook instead of publishing in this process, coalesced the same way.
import type { Config } from '../config.ts';
import { Coalescer } from './coalescer.ts';

export type BuildHookOptions = {
  url: string;
  debounceMs: number;
  timeoutMs?: number;
  log?: (line: string) => void;
};

/** A publisher whose builds are calls of the hook: the coalescer itself, with a POST for its build. */
export function buildHook(options: BuildHookOptions): Coalescer {
  return new Coalescer({
    mode: 'hook',
    debounceMs: options.debounceMs,
    build: async ({ reasons, signal }) => {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // Netlify, Vercel, Cloudflare Pages and GitHub's repository_dispatch ignore or accept a JSON body.
          body: JSON.stringify({ event_type: 'publish', reasons, requested_at: new Date().toISOString() }),
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
        throw new Error(`The build hook could not be reached: ${cause}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The build hook answered ${response.status} ${response.statusText}`.trim());
    },
    onBuildEnd: ({ reasons, error }) => {
      if (error) options.log?.(`site: the build hook failed (${reasons.join(', ')}): ${error.message}`);
      else options.log?.(`site: build hook called (${reasons.join(', ')})`);
    },
  });
}

/** PUBLISH_HOOK_URL's publisher when it is set. */
export function buildHookFrom(config: Config, log: (line: string) => void = (line) => console.log(line)): Coalescer | undefined {
  if (!config.publishHookUrl) return undefined;
  return buildHook({ url: config.publishHookUrl, debounceMs: config.publishDebounceMs, log });
}
