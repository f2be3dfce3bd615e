// The islands' dynamic imports (the customer area's screens) preload only the files their importer has not already
// loaded. Vite's preload helper adds a <link rel="modulepreload"> for every file a screen needs, the ones every island
// page has loaded before its island runs (Preact, the islands' session, the area's frame) among them: each such link
// cost the screen's first task its `appendChild` and a lookup of a module already there (issue 37: blocking time).
// Nor does it link the imported file itself, which `import()` asks for in the same task, nor, from the area's script,
// the files its page already names (screenPreloads.ts).
import type { Plugin } from 'vite';
import { namedByAreaPage, type Chunks } from './screenPreloads.ts';

/** What the bundle says of a file: the files it imports statically (the chunks of an output bundle), its group's name and its entry. */
export type Imports = Record<string, { imports?: readonly string[] } | undefined> & Chunks;

/** The files `host` and those it imports statically load, itself included: all of them run before it does. */
export function loadedWith(host: string, bundle: Imports): Set<string> {
  const loaded = new Set<string>();
  const pending = [host];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    pending.push(...(bundle[file]?.imports ?? []));
  }
  return loaded;
}

/** Vite's `modulePreload.resolveDependencies` for the client build, which Astro leaves unset. */
export function preloadOnlyNew(): Plugin {
  let bundle: Imports = {};
  return {
    name: 'fitout:preload-only-new',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (file, dependencies, { hostId }) => {
              const loaded = loadedWith(hostId, bundle);
              return dependencies.filter(
                (dependency) => dependency !== file && !loaded.has(dependency) && !namedByAreaPage(bundle, hostId, dependency),
              );
            },
          },
        },
      };
    },
    // Kept before Vite's own generateBundle, which rewrites the preload lists with the function above.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as Imports;
      },
    },
  };
}
