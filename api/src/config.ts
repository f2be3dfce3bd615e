import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDataDir } from './data-dir.ts';

/** Every setting of the API, read once from the environment (README lists them). */
export type Config = {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  companyEmail: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where this API is reached from outside; media URLs are built on it. */
  publicUrl: string;
  siteUrl: string;
  adminUrl: string;
  seedDemo: boolean;
  /** The built admin console (admin/dist) to serve at /admin/; unset: the API does not serve it. */
  adminDir: string | undefined;
  /** The built public site to serve at `/` (SITE_DIR); unset, the API serves no pages. */
  siteDir: string | undefined;
  /** A build hook to POST to when the catalogue changes (PUBLISH_HOOK_URL); unset, `npm start` builds in process. */
  publishHookUrl: string | undefined;
  /** How long publishing waits for more changes before it builds (PUBLISH_DEBOUNCE_MS). */
  publishDebounceMs: number;
  /** How long closing on SIGTERM may take before the process exits anyway, with code 1 (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** Per-route limits per window; tests raise or lower them. */
  rateLimit: { max: number; timeWindow: number };
  logLevel: string;
};

const truthy = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value);

/** JWT_SECRET, or outside production one generated once and kept in the data folder. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production.');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensureDataDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const ownUrl = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const publicUrl = (env.PUBLIC_URL ?? ownUrl).replace(/\/$/, '');
  const siteUrl = (env.SITE_URL ?? publicUrl).replace(/\/$/, '');
  return {
    port,
    host,
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(env, dataDir, production),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    companyEmail: env.COMPANY_EMAIL?.toLowerCase() || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fit-out <no-reply@fitout.localhost>',
    publicUrl,
    siteUrl,
    adminUrl: (env.ADMIN_URL ?? `${siteUrl}/admin`).replace(/\/$/, ''),
    seedDemo: truthy(env.SEED_DEMO),
    adminDir: env.ADMIN_DIR ? resolve(env.ADMIN_DIR) : undefined,
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    publishHookUrl: env.PUBLISH_HOOK_URL || undefined,
    publishDebounceMs: Number(env.PUBLISH_DEBOUNCE_MS ?? 2_000),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    rateLimit: { max: Number(env.RATE_LIMIT_MAX ?? 10), timeWindow: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000) },
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    ...overrides,
  };
}
