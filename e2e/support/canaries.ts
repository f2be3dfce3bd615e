// Canary values for every secret setting: the global set-up builds the console and the site with them in the
// environment, and public-files.spec.ts fails if any of them is found in a built file (issue 9, point 1).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Each value has the shape the setting takes, around a token found nowhere else. */
export const SECRET_CANARIES = {
  ADMIN_PASSWORD: 'canary-admin-password-7f3a91',
  ADMIN_EMAIL: 'canary-admin-email-7f3a91@example.com',
  JWT_SECRET: 'canary-jwt-secret-7f3a91-long-enough-for-hs256-signing',
  DATABASE_URL: 'postgres://fitout:canary-database-url-7f3a91@127.0.0.1:9/fitout',
  SMTP_URL: 'smtp://apikey:canary-smtp-url-7f3a91@127.0.0.1:9',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret-access-key-7f3a91',
  REDIS_URL: 'redis://:canary-redis-url-7f3a91@127.0.0.1:9/0',
} as const;

/** The part of each value that no build could contain by chance; found even inside a URL-encoded copy. */
const tokens = Object.entries(SECRET_CANARIES).map(([name, value]) => ({ name, token: /canary-[a-z-]+-7f3a91/.exec(value)![0] }));

/** Every file under a folder, binary ones too (precompressed copies are read uncompressed as well). */
function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) yield join(entry.parentPath, entry.name);
  }
}

function contents(path: string): Buffer[] {
  const bytes = readFileSync(path);
  if (path.endsWith('.gz')) return [bytes, gunzipSync(bytes)];
  if (path.endsWith('.br')) return [bytes, brotliDecompressSync(bytes)];
  return [bytes];
}

/** "<file>: <SETTING>" for every canary found in a built folder, and how many files were read. */
export function findCanaries(dir: string): { found: string[]; fileCount: number } {
  const found: string[] = [];
  let fileCount = 0;
  for (const path of files(dir)) {
    fileCount += 1;
    for (const bytes of contents(path)) {
      for (const { name, token } of tokens) {
        if (bytes.includes(token)) found.push(`${relative(dir, path)}: ${name}`);
      }
    }
  }
  return { found: [...new Set(found)], fileCount };
}
