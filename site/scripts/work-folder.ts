// Astro writes the pages' server code under <cwd>/.astro/ when a build's output lies outside the working folder, so
// every build started from the same folder shared it (the tests', the bench's, npm start's): one build's clean-up
// removed another's chunks mid-build ("Cannot find module …/.astro/.prerender/chunks/…"). Each build works from a
// folder of its own inside the repository's node_modules/.cache (where that code still finds the packages), removed
// when the build ends.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export async function inOwnWorkFolder<T>(repoDir: string, work: () => Promise<T>): Promise<T> {
  const parent = join(repoDir, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(join(parent, 'fitout-astro-'));
  const before = process.cwd();
  process.chdir(folder);
  try {
    return await work();
  } finally {
    process.chdir(before);
    rmSync(folder, { recursive: true, force: true });
  }
}
