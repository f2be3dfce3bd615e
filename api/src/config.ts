import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { z } from 'zod';
import { staffTwoFactorPolicies } from '@fitout/shared';
import { DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_VISIT_CUTOFF_HOURS, DEFAULT_WARRANTY_MONTHS } from '@fitout/shared';
import { ensureDataDir } from './data-dir.ts';

/** BACKUP_*: what `npm run backup` / `restore` and the API's scheduled backups use. */
export type BackupConfig = {
  /** How often the running API backs itself up (BACKUP_INTERVAL); unset, it does not. */
  intervalMs: number | undefined;
  /** How many scheduled backups are kept (BACKUP_KEEP); older ones are removed. */
  keep: number;
  /** What archives are encrypted with (BACKUP_KEY, age): a generated key, or a passphrase; unset, they are not encrypted. */
  key: string | undefined;
  /** The folder scheduled backups go into (BACKUP_DIR, default DATA_DIR/backups), unless they go to a bucket. */
  dir: string;
  /** A bucket for scheduled backups instead (BACKUP_S3_*): never the media bucket, which the public reads. */
  s3: BackupS3Config | undefined;
};

export type BackupS3Config = Pick<MediaS3Config, 'bucket' | 'endpoint' | 'region' | 'prefix' | 'credentials'>;

/** An S3 bucket for uploaded images (MEDIA_S3_*, MEDIA_PUBLIC_URL and the AWS SDK's own AWS_* variables). */
export type MediaS3Config = {
  bucket: string;
  /** A store other than AWS (MinIO, R2, …), addressed path-style; unset, AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Folder of the bucket the keys go under ('' or `a/b`, no slash at either end). */
  prefix: string;
  /** Where the bucket's objects are served from (its root, not the prefix), without a trailing slash. */
  publicUrl: string;
  /** Unset: the SDK's own chain (shared config files, instance or task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

/** The settings were wrong: one line per bad variable, for the operator. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.join('\n')}`);
    this.problems = problems;
  }
}

const TRUTHY = /^(1|true|yes|on)$/i;
const FALSY = /^(0|false|no|off)$/i;

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}`);

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const email = z.email('expected an e-mail address');

const flag = z.string().refine((value) => TRUTHY.test(value) || FALSY.test(value), 'expected 1, true, yes, on, 0, false, no or off');

/** TRUST_PROXY: a hop count, or comma-separated proxy addresses / ranges (proxy-addr's syntax, as Fastify reads it). */
const trustProxy = z.string().transform((value, ctx): number | string[] => {
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    if (!list.length) throw new Error('empty');
    compileTrust(list);
    return list;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected a hop count or comma-separated proxy addresses (e.g. 10.0.0.0/8, 127.0.0.1)' });
    return z.NEVER;
  }
});

/** S3's rules for a bucket name (R2 and MinIO allow no more). */
const bucketName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens')
  .refine((name) => !name.includes('..'), 'expected a bucket name without two dots in a row');

/** A folder of a bucket: `media`, `site/media`. */
const folder = z
  .string()
  .regex(/^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\/?$/, 'expected a folder such as media or site/media (letters, digits, . _ - and /)');

const DURATION_UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A time such as 30m, 6h or 1d, in milliseconds, from `min` to `max`. */
const duration = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const match = /^(\d+)\s*([mhd])$/.exec(value.trim());
    const ms = match ? Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS] : Number.NaN;
    if (ms >= min && ms <= max) return ms;
    ctx.addIssue({ code: 'custom', message: `expected a time such as 30m, 6h or 1d, from ${min / 60_000} minute to ${max / 86_400_000} days` });
    return z.NEVER;
  });

/** What each variable may hold; unset or empty means "not set" for every one of them. */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: integer(0, 65_535).optional(),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  JWT_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  ADMIN_EMAIL: email.optional(),
  ADMIN_PASSWORD: z.string().optional(),
  COMPANY_EMAIL: email.optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SITE_URL: url(['http:', 'https:']).optional(),
  ADMIN_URL: url(['http:', 'https:']).optional(),
  SEED_DEMO: flag.optional(),
  SEED_DEMO_PICTURE_WIDTH: integer(240, 1_200).optional(),
  ADMIN_DIR: z.string().optional(),
  SITE_DIR: z.string().optional(),
  PUBLISH_HOOK_URL: url(['http:', 'https:']).optional(),
  PUBLISH_DEBOUNCE_MS: integer(0, 3_600_000).optional(),
  RATE_LIMIT_MAX: integer(1, 10_000_000).optional(),
  RATE_LIMIT_WINDOW_MS: integer(1_000, 86_400_000).optional(),
  ORDER_RATE_LIMIT_MAX: integer(1, 10_000_000).optional(),
  ORDER_RATE_LIMIT_WINDOW_MS: integer(1_000, 604_800_000).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  STAFF_2FA: z.enum(staffTwoFactorPolicies, `expected ${staffTwoFactorPolicies.join(', ')}`).optional(),
  NOTIFICATION_DIGEST_MS: integer(0, 86_400_000).optional(),
  VISIT_CUTOFF_HOURS: integer(0, 720).optional(),
  WARRANTY_MONTHS: integer(0, 240).optional(),
  VIEW_FLUSH_MS: integer(0, 3_600_000).optional(),
  AUDIT_RETENTION_DAYS: integer(1, 36_500).optional(),
  VAT_RATE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, 'expected a percent from 0 to 100 with at most 2 decimals, e.g. 14')
    .transform((value) => Math.round(Number(value) * 100))
    .optional(),
  // Retired: the company holidays are a table staff keep (admin/company-holidays). Refused rather than ignored, so
  // that a deployment still setting it learns its dates are no longer read.
  COMPANY_HOLIDAYS: z
    .string()
    .refine((value) => !value.trim(), 'no longer read: add the holidays on the console’s Schedule page (the company_holidays table)')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'expected fatal, error, warn, info, debug, trace or silent')
    .optional(),
  TRUST_PROXY: trustProxy.optional(),
  SHUTDOWN_TIMEOUT_MS: integer(100, 600_000).optional(),
  MEDIA_S3_BUCKET: bucketName.optional(),
  MEDIA_S3_ENDPOINT: url(['http:', 'https:']).optional(),
  MEDIA_S3_PREFIX: folder.optional(),
  MEDIA_PUBLIC_URL: url(['http:', 'https:']).optional(),
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a region name such as eu-central-1 (auto for R2)')
    .optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  BACKUP_INTERVAL: duration(60_000, 30 * 86_400_000).optional(),
  BACKUP_KEEP: integer(1, 1_000).optional(),
  BACKUP_KEY: z
    .string()
    .refine(
      (key) => (key.startsWith('AGE-SECRET-KEY-') ? /^AGE-SECRET-KEY-1[0-9A-Z]{58}$/.test(key) : key.length >= 16),
      'expected a key from `npm run backup -- --new-key` (AGE-SECRET-KEY-1…) or a passphrase of at least 16 characters',
    )
    .optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_S3_BUCKET: bucketName.optional(),
  BACKUP_S3_ENDPOINT: url(['http:', 'https:']).optional(),
  BACKUP_S3_PREFIX: folder.optional(),
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  PAYMOB_BASE_URL: url(['http:', 'https:']).optional(),
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'expected integration ids separated by commas, e.g. 4123456,4123457')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  FAWRY_BASE_URL: url(['http:', 'https:']).optional(),
  FAWRY_MERCHANT_CODE: z.string().optional(),
  FAWRY_SECURE_KEY: z.string().optional(),
  FAWRY_EXPIRY_HOURS: integer(1, 720).optional(),
  INSTAPAY_ADDRESS: z.string().max(100).optional(),
  BANK_DETAILS: z.string().max(1000).optional(),
});

type Env = z.infer<typeof envSchema>;

/** The environment's values for the variables above, with empty strings taken as unset. */
function readEnv(env: NodeJS.ProcessEnv): Env {
  const given = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(given[name] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** JWT_SECRET, or outside production one generated once and kept in the data folder. */
function jwtSecret(secret: string | undefined, dataDir: string, production: boolean): string {
  if (secret) return secret;
  if (production) throw new ConfigError(['JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)']);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensureDataDir(dataDir);
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** The region the AWS SDK is given when AWS_REGION is unset (S3-compatible stores mostly accept any). */
export const DEFAULT_MEDIA_REGION = 'us-east-1';

/** The bucket settings, or undefined (images on disk) when MEDIA_S3_BUCKET is unset. */
function mediaS3(env: Env): MediaS3Config | undefined {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) {
    // A bucket setting without a bucket would be silently ignored: the images would stay on this server's disk.
    const stray = (['MEDIA_S3_ENDPOINT', 'MEDIA_S3_PREFIX', 'MEDIA_PUBLIC_URL'] as const).filter((name) => env[name]);
    if (stray.length) throw new ConfigError(stray.map((name) => `${name}: only used with MEDIA_S3_BUCKET, which is not set`));
    return undefined;
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    const [missing, given] = env.AWS_ACCESS_KEY_ID ? ['AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID'] : ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
    throw new ConfigError([`${missing}: required when ${given} is set`]);
  }
  const endpoint = env.MEDIA_S3_ENDPOINT?.replace(/\/$/, '');
  const region = env.AWS_REGION ?? DEFAULT_MEDIA_REGION;
  // Path-style on other stores (endpoint/bucket/key), AWS's own address for the bucket otherwise.
  const bucketUrl = endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    bucket,
    endpoint,
    region,
    prefix: env.MEDIA_S3_PREFIX?.replace(/\/$/, '') ?? '',
    publicUrl: (env.MEDIA_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN }
        : undefined,
  };
}

/** Where backups go and how (BACKUP_*); the bucket's endpoint and credentials default to the media bucket's. */
function backup(env: Env, dataDir: string): BackupConfig {
  if (env.BACKUP_S3_BUCKET && env.BACKUP_DIR) throw new ConfigError(['BACKUP_DIR: not used with BACKUP_S3_BUCKET (set one of them)']);
  if (env.BACKUP_S3_BUCKET && env.BACKUP_S3_BUCKET === env.MEDIA_S3_BUCKET) {
    // The media bucket is read by the public: an archive there would hand every customer's data to anyone.
    throw new ConfigError(['BACKUP_S3_BUCKET: must not be the media bucket (MEDIA_S3_BUCKET), which the public reads']);
  }
  const stray = (['BACKUP_S3_ENDPOINT', 'BACKUP_S3_PREFIX'] as const).filter((name) => env[name] && !env.BACKUP_S3_BUCKET);
  if (stray.length) throw new ConfigError(stray.map((name) => `${name}: only used with BACKUP_S3_BUCKET, which is not set`));
  return {
    intervalMs: env.BACKUP_INTERVAL,
    keep: env.BACKUP_KEEP ?? 7,
    key: env.BACKUP_KEY,
    dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
    s3: env.BACKUP_S3_BUCKET
      ? {
          bucket: env.BACKUP_S3_BUCKET,
          endpoint: (env.BACKUP_S3_ENDPOINT ?? env.MEDIA_S3_ENDPOINT)?.replace(/\/$/, ''),
          region: env.AWS_REGION ?? DEFAULT_MEDIA_REGION,
          prefix: env.BACKUP_S3_PREFIX?.replace(/\/$/, '') ?? '',
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN }
              : undefined,
        }
      : undefined,
  };
}

/** Paymob (PAYMOB_*): card and mobile wallet payments; all four keys or none. */
export type PaymobConfig = { baseUrl: string; secretKey: string; publicKey: string; hmacSecret: string; integrationIds: number[] };
/** Fawry (FAWRY_*): Pay at Fawry reference numbers; the merchant code and secure key or neither. */
export type FawryConfig = { baseUrl: string; merchantCode: string; secureKey: string; expiryHours: number };

/** A provider's settings: all of its keys, or none (the way is then not offered); some of them is a mistake. */
function provider<K extends keyof Env>(env: Env, names: readonly K[]): boolean {
  const given = names.filter((name) => env[name] !== undefined);
  if (given.length && given.length < names.length) {
    throw new ConfigError(names.filter((name) => env[name] === undefined).map((name) => `${name}: required when ${given.join(', ')} is set`));
  }
  return given.length === names.length;
}

/** InstaPay or bank transfers (INSTAPAY_ADDRESS, BANK_DETAILS): either turns the way on. */
export type TransferConfig = { instapayAddress: string; bankDetails: string };

function onlinePayments(env: Env): { paymob: PaymobConfig | undefined; fawry: FawryConfig | undefined; transfer?: TransferConfig } {
  const paymob = provider(env, ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'] as const);
  const fawry = provider(env, ['FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY'] as const);
  return {
    paymob: paymob
      ? {
          baseUrl: (env.PAYMOB_BASE_URL ?? 'https://accept.paymob.com').replace(/\/$/, ''),
          secretKey: env.PAYMOB_SECRET_KEY!,
          publicKey: env.PAYMOB_PUBLIC_KEY!,
          hmacSecret: env.PAYMOB_HMAC_SECRET!,
          integrationIds: env.PAYMOB_INTEGRATION_IDS!,
        }
      : undefined,
    fawry: fawry
      ? {
          baseUrl: (env.FAWRY_BASE_URL ?? 'https://www.atfawry.com').replace(/\/$/, ''),
          merchantCode: env.FAWRY_MERCHANT_CODE!,
          secureKey: env.FAWRY_SECURE_KEY!,
          expiryHours: env.FAWRY_EXPIRY_HOURS ?? 48,
        }
      : undefined,
    transfer:
      env.INSTAPAY_ADDRESS || env.BANK_DETAILS
        ? { instapayAddress: env.INSTAPAY_ADDRESS ?? '', bankDetails: (env.BANK_DETAILS ?? '').replace(/\\n/g, '\n') }
        : undefined,
  };
}

/** Every setting of the API, read once from the environment (docs/settings.md lists them): what settingsOf makes of it. */
export type Config = ReturnType<typeof settingsOf>;

/** Reads and checks every setting; a ConfigError lists every bad variable at once. Tests override settings by name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  return { ...settingsOf(readEnv(environment), overrides), ...overrides };
}

/** The settings the variables name, with their defaults; `given`: the data folder and key a test chose. */
function settingsOf(env: Env, given: { dataDir?: string; jwtSecret?: string }) {
  const production = env.NODE_ENV === 'production';
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError([
      `${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: required when ${env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'} is set`,
    ]);
  }
  const port = env.PORT ?? 8000;
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(given.dataDir ?? env.DATA_DIR ?? './data');
  const ownUrl = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const publicUrl = (env.PUBLIC_URL ?? ownUrl).replace(/\/$/, '');
  const siteUrl = (env.SITE_URL ?? publicUrl).replace(/\/$/, '');
  return {
    port,
    host,
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: given.jwtSecret ?? jwtSecret(env.JWT_SECRET, dataDir, production),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    companyEmail: env.COMPANY_EMAIL?.toLowerCase(),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Fit-out <no-reply@fitout.localhost>',
    /** Where this API is reached from outside; media URLs and page links are built on it. */
    publicUrl,
    siteUrl,
    adminUrl: (env.ADMIN_URL ?? `${siteUrl}/admin`).replace(/\/$/, ''),
    seedDemo: TRUTHY.test(env.SEED_DEMO ?? ''),
    /** How wide the demo pictures are drawn (1200 unless set; a test run's server draws them smaller, faster). */
    seedDemoPictureWidth: env.SEED_DEMO_PICTURE_WIDTH ?? 1_200,
    /** The built admin console (admin/dist) to serve at /admin/; unset: the API does not serve it. */
    adminDir: env.ADMIN_DIR ? resolve(env.ADMIN_DIR) : undefined,
    /** The built public site to serve at `/` (SITE_DIR); unset, the API serves no pages. */
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    /** A build hook to POST to when the catalogue changes (PUBLISH_HOOK_URL); unset, `npm start` builds in process. */
    publishHookUrl: env.PUBLISH_HOOK_URL,
    /** How long publishing waits for more changes before it builds (PUBLISH_DEBOUNCE_MS). */
    publishDebounceMs: env.PUBLISH_DEBOUNCE_MS ?? 2_000,
    /** Per-route limits per window; tests raise or lower them. */
    rateLimit: { max: env.RATE_LIMIT_MAX ?? 10, timeWindow: env.RATE_LIMIT_WINDOW_MS ?? 60_000 },
    /** Orders one account may place per window (ORDER_RATE_LIMIT_MAX, ORDER_RATE_LIMIT_WINDOW_MS). */
    orderRateLimit: { max: env.ORDER_RATE_LIMIT_MAX ?? 10, timeWindow: env.ORDER_RATE_LIMIT_WINDOW_MS ?? 3_600_000 },
    /** Where the rate limits' counters are shared by every instance (REDIS_URL); unset, each instance counts in memory. */
    redisUrl: env.REDIS_URL,
    /** Whose console sign-in needs a second step (STAFF_2FA): owners (default), all staff, or optional for everyone. */
    staffTwoFactor: env.STAFF_2FA ?? 'owners',
    /** Second-step attempts (codes, recovery codes) one account may make per window, on top of the per-address limit. */
    twoFactorRateLimit: { max: 5, timeWindow: 15 * 60_000 },
    /** The start of every rate-limit key in Redis; tests give each run its own. */
    rateLimitNameSpace: 'fitout-rate-limit:',
    /** A recipient gets at most one staff notification mail per this time; the rest wait for one digest (NOTIFICATION_DIGEST_MS). */
    notificationDigestMs: env.NOTIFICATION_DIGEST_MS ?? 60_000,
    /** How many hours before a site visit it may still be booked, moved or cancelled (VISIT_CUTOFF_HOURS, default 24). */
    visitCutoffHours: env.VISIT_CUTOFF_HOURS ?? DEFAULT_VISIT_CUTOFF_HOURS,
    /** How many months after an order is completed its customer may report snags (WARRANTY_MONTHS, default 12). */
    warrantyMonths: env.WARRANTY_MONTHS ?? DEFAULT_WARRANTY_MONTHS,
    /** Package detail reads are counted in memory and written to the database this often (VIEW_FLUSH_MS; 0: only on close). */
    viewFlushMs: env.VIEW_FLUSH_MS ?? 5_000,
    /** Audit log entries older than this many days are purged (AUDIT_RETENTION_DAYS). */
    auditRetentionDays: env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS,
    /** The VAT rate a new quote takes, in basis points (VAT_RATE_PERCENT 14 is 1400). */
    vatRateBp: env.VAT_RATE_PERCENT ?? 1400,
    /** How long closing on SIGTERM may take before the process exits anyway, with code 1 (SHUTDOWN_TIMEOUT_MS). */
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    /**
     * Which proxies' X-Forwarded-For / -Proto / -Host and X-Request-Id are believed (TRUST_PROXY): false for none,
     * a hop count, or proxy addresses and ranges. Anything else lets a client choose its own address.
     */
    trustProxy: env.TRUST_PROXY ?? (false as const),
    /** Where uploaded images are kept: unset, in DATA_DIR/media, served at /media/; set (MEDIA_S3_BUCKET), in an S3 bucket. */
    mediaS3: mediaS3(env),
    /** Backups: the API's own schedule, where they go and how many are kept, and their key (backup/). */
    backup: backup(env, dataDir),
    /** The bearer token /api/metrics asks for (METRICS_TOKEN); unset, there are no metrics (404). */
    metricsToken: env.METRICS_TOKEN,
    /** The ways customers pay an instalment online (PAYMOB_*, FAWRY_*); a way without its settings is not offered. */
    onlinePayments: onlinePayments(env),
  };
}
