/// <reference types="vite/client" />

/** The console's build settings (vite.config.ts exposes PUBLIC_* only); each is read by name in config.ts. */
interface ImportMetaEnv {
  readonly PUBLIC_API_ROOT?: string;
  readonly PUBLIC_SITE_URL?: string;
}
