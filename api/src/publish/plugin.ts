// Publishing, a service of the app like the others: what a catalogue change does (publisher.ts), the requests every
// process shares through the database (requests.ts), and, when this server publishes the site itself (`npm start`),
// the site's builds (site-builds.ts), made and kept up to date by the site's own renderer (@fitout/site/renderer).
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteDir, siteRenderer } from '@fitout/site/renderer';
import { buildHookFrom } from './hook.ts';
import { noPublisher, type Publisher } from './publisher.ts';
import { PublishRequests } from './requests.ts';
import { SiteBuilds } from './site-builds.ts';
import { catalogueHash, sourcesHash } from './stamp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a catalogue change does: the site's builds, a build hook, or nothing. */
    publisher: Publisher;
    /** Publish requests shared through the database, when the publisher takes them (publish/requests.ts). */
    publishRequests: PublishRequests | null;
    /** The site this server builds and serves itself (`npm start`), or null. */
    siteBuilds: SiteBuilds | null;
  }
}

/** This server builds and serves the public site, and publishes catalogue changes to it (`npm start`). */
export type SitePublishing = {
  /** The quiet time before the pages a change touches are rendered again. */
  debounceMs: number;
  /** The renderer's output, line by line. */
  onLine?: (line: string) => void;
  /** One line per build or pass. */
  log?: (line: string) => void;
};

export type PublishingOptions = {
  /** What a catalogue change does; default: PUBLISH_HOOK_URL's build hook, else the site's builds (with `site`), else nothing. */
  publisher?: Publisher;
  site?: SitePublishing;
};

/** What makes the site's pages besides the catalogue: its sources, and the settings it is built with. */
const repoDir = resolve(siteDir, '..');
const SITE_SOURCES = [
  'site/src',
  'site/public',
  'site/scripts',
  'site/astro.config.ts',
  'site/package.json',
  'site/tsconfig.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];

export default fp(
  async function publishing(app: FastifyInstance, options: PublishingOptions) {
    const { config } = app;
    const siteBuilds = options.site ? localSite(app, options.site) : null;
    const hook = options.publisher ? undefined : buildHookFrom(config, (line) => app.log.info(line));
    // With PUBLISH_HOOK_URL, changes go to that hook; the site this server serves is still built at start.
    const publisher = options.publisher ?? hook ?? siteBuilds ?? noPublisher;
    app.decorate('publisher', publisher);
    app.decorate('siteBuilds', siteBuilds);
    const publishRequests = publisher.claimFrom ? new PublishRequests({ db: app.db, log: app.log }) : null;
    app.decorate('publishRequests', publishRequests);
    if (publishRequests) {
      publisher.claimFrom?.(publishRequests);
      // Left by a process that stopped before publishing them.
      if (await publishRequests.waiting()) publisher.request('changes waiting since before this start');
    }
    // A running build or hook call stops before the database closes.
    app.addHook('onClose', async () => {
      await publisher.stop?.();
      if (siteBuilds !== publisher) await siteBuilds?.stop();
    });
  },
  { name: 'publishing', dependencies: ['context'] },
);

/** The site built into DATA_DIR/site-builds/<id>/ against this very API, swapped in when complete. */
function localSite(app: FastifyInstance, site: SitePublishing): SiteBuilds {
  const { config } = app;
  const ownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const apiUrl = `http://${ownHost}:${config.port}`;
  // Images kept in a bucket are shown from there: the site's pages must allow that origin.
  const mediaUrl = config.mediaS3?.publicUrl;
  // The renderer reads this API over HTTP: a build waits until it listens.
  let listening: () => void = () => {};
  const ready = new Promise<void>((done) => (listening = done));
  app.addHook('onListen', async () => listening());
  return new SiteBuilds({
    buildsDir: resolve(config.dataDir, 'site-builds'),
    debounceMs: site.debounceMs,
    ready,
    stamp: {
      code: () =>
        sourcesHash(repoDir, SITE_SOURCES, {
          API_URL: apiUrl,
          PUBLIC_URL: config.publicUrl,
          SITE_URL: config.siteUrl,
          PUBLIC_API_ROOT: process.env.PUBLIC_API_ROOT,
          PUBLIC_CONTACT_URL: process.env.PUBLIC_CONTACT_URL,
          PUBLIC_MEDIA_URL: mediaUrl,
        }),
      catalogue: () => catalogueHash(app.db),
    },
    build: siteRenderer({
      apiUrl: () => apiUrl,
      env: { SITE_URL: config.siteUrl, ...(mediaUrl ? { PUBLIC_MEDIA_URL: mediaUrl } : {}) },
      onLine: site.onLine,
    }),
    log: site.log,
  });
}
