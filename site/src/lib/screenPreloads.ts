// The customer area's page names in its head the scripts almost every screen of the area needs (the code-splitting
// groups 'screens' and 'forms' of astro.config.ts), as <link rel="modulepreload">: the browser fetches and compiles
// them while it reads the page. The area's script then asks for its screen with `import()` alone, and Vite's preload
// helper links only the screen's files that neither the page nor the area's script has loaded (preloadOnlyNew.ts).
// Each link it added was an `appendChild` that starts a fetch, in one of the area's first tasks: on the profile its
// four links were most of that task's 10 to 20 ms (issue 37: blocking time). The page is one file for every path of
// the area, so a screen's own files stay with the helper. Both area pages are written again once the build has written
// them, because their scripts' names are known only after the pages' own build (the publisher never renders them
// again: they read nothing of the catalogue).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { ARABIC_PREFIX, USER_PREFIX } from '@fitout/shared';

/** The groups nearly every screen imports (the printable pages and the page not found aside). */
export const SHARED_SCREEN_GROUPS = ['screens', 'forms'] as const;

/** What the bundle says of an output file: a chunk's name (its code-splitting group's), file name and entry module. */
export type Chunks = Record<string, { type?: string; name?: string; fileName?: string; facadeModuleId?: string | null } | undefined>;

/** The customer area's script, the island of both area pages. */
const AREA_SCRIPT = /[\\/]islands[\\/]customer[\\/]CustomerApp\.tsx$/;

/** Whether `file` is one the area's page names, imported from the area's script (`host`): its preload needs no link. */
export function namedByAreaPage(bundle: Chunks, host: string, file: string): boolean {
  return AREA_SCRIPT.test(bundle[host]?.facadeModuleId ?? '') && (SHARED_SCREEN_GROUPS as readonly string[]).includes(bundle[file]?.name ?? '');
}

/** The files of the shared groups' chunks in a client bundle, as the bundle names them (`_astro/screens.<hash>.js`). */
export function sharedScreenFiles(bundle: Chunks): string[] {
  return Object.values(bundle)
    .filter((file) => file?.type === 'chunk' && (SHARED_SCREEN_GROUPS as readonly string[]).includes(file.name ?? ''))
    .map((file) => file!.fileName!)
    .sort();
}

/** The page with a modulepreload link to each file (under `base`) at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[], base: string): string {
  const end = html.indexOf('</head>');
  if (end < 0 || files.length === 0) return html;
  const root = base.endsWith('/') ? base : `${base}/`;
  const links = files.map((file) => `<link rel="modulepreload" href="${root}${file}">`).join('');
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/** The customer area's page files in the `directory` format, English and Arabic. */
export const areaPageFiles = [`${USER_PREFIX}/index.html`, `${ARABIC_PREFIX}${USER_PREFIX}/index.html`].map((path) => path.slice(1));

/** The integration: the client build's shared screen files noted, then written into both area pages. */
export function screenPreloads(): AstroIntegration {
  let files: string[] = [];
  let base = '/';
  const noteFiles: Plugin = {
    name: 'fitout:screen-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      files = sharedScreenFiles(bundle as unknown as Chunks);
    },
  };
  return {
    name: 'fitout:screen-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [noteFiles] } });
      },
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (files.length < SHARED_SCREEN_GROUPS.length) logger.warn(`the shared screen files found were ${files.join(', ') || 'none'}`);
        for (const page of areaPageFiles) {
          const file = fileURLToPath(new URL(page, dir));
          await writeFile(file, withModulePreloads(await readFile(file, 'utf8'), files, base));
        }
      },
    },
  };
}
