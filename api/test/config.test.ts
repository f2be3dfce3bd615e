// Settings are checked once, at start: a bad one stops the server with one line per variable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const base = { DATA_DIR: '/tmp/fitout-config-test', JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256!!' };

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('settings', () => {
  it('lists every bad variable at once, each on one line naming it', () => {
    const lines = problems({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/fitout',
      TRUST_PROXY: 'the-proxy',
      RATE_LIMIT_MAX: '-1',
      COMPANY_EMAIL: 'office',
    });
    expect(lines).toHaveLength(6);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY', 'RATE_LIMIT_MAX', 'COMPANY_EMAIL']) {
      expect(lines.some((line) => line.startsWith(`${name}=`))).toBe(true);
    }
    expect(lines.find((line) => line.startsWith('PORT='))).toBe('PORT="abc": expected a whole number from 0 to 65535');
  });

  it('refuses a port out of range, a short JWT_SECRET, half an admin account and a REDIS_URL of another scheme', () => {
    expect(problems({ PORT: '70000' })).toHaveLength(1);
    expect(problems({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET="short": expected at least 32 characters']);
    expect(problems({ ADMIN_EMAIL: 'boss@example.com' })).toEqual(['ADMIN_PASSWORD: required when ADMIN_EMAIL is set']);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: '' })[0]).toMatch(/^JWT_SECRET: required when NODE_ENV=production/);
    expect(problems({ REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL="http://cache:6379": expected a URL starting with redis:// or rediss://',
    ]);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and trusts none when unset', () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('draws the demo pictures 1200 pixels wide unless SEED_DEMO_PICTURE_WIDTH asks for 240 to 1200', () => {
    expect(loadConfig({ ...base }).seedDemoPictureWidth).toBe(1_200);
    expect(loadConfig({ ...base, SEED_DEMO_PICTURE_WIDTH: '640' }).seedDemoPictureWidth).toBe(640);
    expect(problems({ SEED_DEMO_PICTURE_WIDTH: '100' })).toEqual(['SEED_DEMO_PICTURE_WIDTH="100": expected a whole number from 240 to 1200']);
    expect(problems({ SEED_DEMO_PICTURE_WIDTH: '2400' })).toHaveLength(1);
  });

  it('takes empty values as unset and reads numbers as numbers', () => {
    const config = loadConfig({ ...base, PORT: '8123', RATE_LIMIT_MAX: '25', SMTP_URL: '', PUBLISH_DEBOUNCE_MS: '500' });
    expect(config.port).toBe(8123);
    expect(config.rateLimit.max).toBe(25);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publishDebounceMs).toBe(500);
  });

  it('keeps images on disk unless MEDIA_S3_BUCKET is set, and refuses bucket settings without a bucket', () => {
    expect(loadConfig({ ...base }).mediaS3).toBeUndefined();
    expect(problems({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([
      'MEDIA_S3_ENDPOINT: only used with MEDIA_S3_BUCKET, which is not set',
      'MEDIA_PUBLIC_URL: only used with MEDIA_S3_BUCKET, which is not set',
    ]);
    expect(problems({ MEDIA_S3_BUCKET: 'My_Bucket', MEDIA_S3_ENDPOINT: 'minio:9000', MEDIA_S3_PREFIX: '/media' })).toEqual([
      'MEDIA_S3_BUCKET="My_Bucket": expected a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      'MEDIA_S3_ENDPOINT="minio:9000": expected a URL starting with http:// or https://',
      'MEDIA_S3_PREFIX="/media": expected a folder such as media or site/media (letters, digits, . _ - and /)',
    ]);
    expect(problems({ MEDIA_S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'key' })).toEqual([
      'AWS_SECRET_ACCESS_KEY: required when AWS_ACCESS_KEY_ID is set',
    ]);
  });

  it('serves bucket images from MEDIA_PUBLIC_URL, else from the store: endpoint/bucket, or the bucket on AWS', () => {
    const aws = loadConfig({ ...base, MEDIA_S3_BUCKET: 'fitout-media' }).mediaS3;
    expect(aws).toEqual({
      bucket: 'fitout-media',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: '',
      publicUrl: 'https://fitout-media.s3.us-east-1.amazonaws.com',
      credentials: undefined,
    });
    const minio = loadConfig({
      ...base,
      MEDIA_S3_BUCKET: 'fitout-media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      MEDIA_S3_PREFIX: 'site/media/',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).mediaS3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      prefix: 'site/media',
      publicUrl: 'http://127.0.0.1:9000/fitout-media',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const cdn = loadConfig({ ...base, MEDIA_S3_BUCKET: 'fitout-media', MEDIA_PUBLIC_URL: 'https://cdn.example.com/' }).mediaS3;
    expect(cdn?.publicUrl).toBe('https://cdn.example.com');
  });

  it('stops `npm run api` with exit code 1 and one line per bad variable, no stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fitout-config-'));
    try {
      const run = spawnSync(process.execPath, [resolve(import.meta.dirname, '../src/server.ts')], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'loud' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        'PORT="abc": expected a whole number from 0 to 65535',
        'LOG_LEVEL="loud": expected fatal, error, warn, info, debug, trace or silent',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
