// The pages' Content-Security-Policy, besides the script and style hashes Astro adds. astro.config.ts builds it
// from the build settings.

/** The build settings the policy depends on (process.env at build time). */
export type PolicySettings = {
  /** Where the build reads the API; the media URLs it gets are on that API's PUBLIC_URL. */
  API_URL?: string;
  /** Where the islands call the API from the browser; the same API, so the same media. */
  PUBLIC_API_ROOT?: string;
  /** An external form service the contact form posts to. */
  PUBLIC_CONTACT_URL?: string;
  /** Where the API's uploaded images are served from when they are kept in a bucket (the API's MEDIA_PUBLIC_URL). */
  PUBLIC_MEDIA_URL?: string;
};

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ');

/**
 * Images come only from this origin, the API's (its media are served under /media/ on the API's address) and the
 * bucket's or CDN's that serves them instead, never from any https origin: an injected <img> cannot reach a host of
 * an attacker's choosing. The browser talks to the
 * API and the contact form service, nothing else.
 */
export function pageDirectives(settings: PolicySettings) {
  const api = [origin(settings.PUBLIC_API_ROOT), origin(settings.API_URL)];
  const talk = list("'self'", ...api, origin(settings.PUBLIC_CONTACT_URL));
  return [
    "default-src 'self'",
    `img-src ${list("'self'", 'data:', ...api, origin(settings.PUBLIC_MEDIA_URL))}`,
    `connect-src ${talk}`,
    `form-action ${talk}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
  ] as const;
}
