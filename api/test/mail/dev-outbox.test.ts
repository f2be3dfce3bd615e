// The real API process without SMTP_URL: each mail is written to DATA_DIR/outbox/, and in development the server's
// output says in one line whom it is for, its subject and its links, so a new account can be activated at once. In
// production the same output never holds a mailed link: an activation or reset link is a password.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, killAll, startApiProcess } from '../api-process.ts';
import { Client, copyEmbeddedTemplate, createTestDatabase } from '../helpers.ts';
import { decodeQuotedPrintable, freePort } from '../smtp.ts';

const JWT_SECRET = 'dev-outbox-test-secret-long-enough-for-hs256';
const PASSWORD = 'tiles and paint 2024';

let root: string;
const dropDatabases: (() => Promise<void>)[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fitout-dev-outbox-'));
});
afterAll(async () => {
  killAll();
  for (const drop of dropDatabases) await drop();
  rmSync(root, { recursive: true, force: true });
});

/** The API process with no mail server, on a data folder (and database) of its own. */
async function startWithoutMailServer(name: string, env: Record<string, string> = {}) {
  const dataDir = join(root, name);
  const database = await createTestDatabase();
  dropDatabases.push(database.drop);
  if (!database.url) copyEmbeddedTemplate(dataDir);
  const port = await freePort();
  const api = startApiProcess({ DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, DATABASE_URL: database.url, ...env });
  await api.ready;
  return { api, dataDir, client: new Client(`http://127.0.0.1:${port}/api/v1`) };
}

const signUp = (client: Client, email: string) =>
  client.post('user/register/', { full_name: 'Mona Hassan', email, password: PASSWORD, password2: PASSWORD });

async function eventually<T>(probe: () => T | undefined, what: string, api: ApiProcess): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not come within 15 s; the server printed:\n${api.output()}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('mail without a mail server', () => {
  it('in development, prints each mail in one line of the server output: to whom, its subject and its links', async () => {
    const { api, dataDir, client } = await startWithoutMailServer('development');
    const email = 'new.customer@example.com';
    const signedUp = await signUp(client, email);
    expect(signedUp.status).toBe(201);

    const line = await eventually(() => api.stdout().match(/^mail to (\S+): "(.+)" (\S+)$/m) ?? undefined, 'the mail line', api);
    expect(line[1]).toBe(email);
    expect(line[2]).toBe('Confirm your email address');
    const link = new URL(line[3]);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:${new URL(client.base).port}/login`);
    expect(link.searchParams.get('activated')).toBe('true');
    // The mail itself is in the outbox folder.
    expect(readdirSync(join(dataDir, 'outbox')).filter((file) => file.endsWith('.eml'))).toHaveLength(1);

    // The printed link is the real one: it activates the account.
    const activated = await client.post('user/activate/', { uidb64: link.searchParams.get('uidb64'), token: link.searchParams.get('token') });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const session = await client.post('user/token/', { email, password: PASSWORD });
    const profile = await client.get(`user/profile/${signedUp.body.id}/`, session.body.access);
    expect(profile.body.user.is_active).toBe(true);
  }, 90_000);

  it('in production, writes the mail to the outbox folder but prints no link, even at LOG_LEVEL=info', async () => {
    const { api, dataDir, client } = await startWithoutMailServer('production', { NODE_ENV: 'production', LOG_LEVEL: 'info' });
    const email = 'another.customer@example.com';
    expect((await signUp(client, email)).status).toBe(201);

    // The log says a mail was written (after the file is complete), and to whom, without its link.
    await eventually(() => (api.stdout().includes('mail written to outbox folder') ? true : undefined), 'the log line', api);
    const outbox = join(dataDir, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const written = decodeQuotedPrintable(readFileSync(join(outbox, files[0]), 'utf8'));
    const token = written.match(/[?&]token=([\w-]+)/)?.[1];
    expect(token, written).toBeTruthy();
    expect(api.output()).toContain(email);
    expect(api.output()).not.toContain(token);
    expect(api.output()).not.toMatch(/login\?activated/);
    expect(api.output()).not.toMatch(/^mail to /m);
  }, 90_000);
});
