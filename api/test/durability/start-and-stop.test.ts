// The real API process (node api/src/server.ts) starting on a data folder it cannot use, clearing what failed
// uploads left behind, and closing on SIGTERM: in-flight requests and the mail being sent finish, no new
// connection is taken, and it exits 0, or 1 when closing takes longer than SHUTDOWN_TIMEOUT_MS.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { categories, mailOutbox } from '../../src/db/schema.ts';
import { Client, createTestDatabase, image, usePostgres } from '../helpers.ts';
import { type ApiProcess, killAll, startApiProcess } from '../api-process.ts';
import { canMount } from './tmpfs.ts';
import { freePort } from '../smtp.ts';

const ADMIN_EMAIL = 'owner@stop.example.com';
const ADMIN_PASSWORD = 'a long enough admin password';

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fitout-start-stop-'));
});
afterAll(() => {
  killAll();
  rmSync(root, { recursive: true, force: true });
});

// Refused before any database is opened: once, on the embedded run (the PostgreSQL run would start the same processes).
describe.skipIf(usePostgres)('a data folder the API cannot use', () => {
  /** Starts the API on `dataDir`, expecting it to refuse with exactly one line that names the folder. */
  async function refusesToStart(dataDir: string, problem: RegExp, env: Record<string, string> = {}) {
    const api = startApiProcess({ DATA_DIR: dataDir, PORT: String(await freePort()), ...env });
    expect(await api.exited).toBe(1);
    const lines = api.stderr().trim().split('\n');
    expect(lines, api.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir} `);
    expect(lines[0]).toMatch(problem);
  }

  it('is refused in one line when it is a file', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    await refusesToStart(file, /is a file, not a folder/, { JWT_SECRET: 'stop-test-secret-long-enough-for-hs256' });
  });

  it('is refused in one line when a file is in the way on its path', async () => {
    const file = join(root, 'another-file');
    writeFileSync(file, 'not a folder');
    await refusesToStart(join(file, 'data'), /a file is in the way/);
  });

  it.skipIf(!canMount())('is refused in one line when it is on a read-only file system (skipped where mount is refused)', async () => {
    const readOnly = join(root, 'read-only');
    mkdirSync(readOnly);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,ro', 'tmpfs', readOnly]);
    try {
      await refusesToStart(readOnly, /read-only/, { JWT_SECRET: 'stop-test-secret-long-enough-for-hs256' });
      await refusesToStart(join(readOnly, 'data'), /cannot be created/);
    } finally {
      execFileSync('umount', [readOnly]);
    }
  });
});

describe('starting and stopping the API process', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: SMTPServer;
  let smtpPort: number;
  /** The SMTP server takes each message's data, then answers only when let go. */
  let received: string[];
  let nowReceiving: Promise<void>;
  let letGo: () => void;
  const settings = async (extra: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: String(await freePort()),
    JWT_SECRET: 'stop-test-secret-long-enough-for-hs256',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    ...extra,
  });
  /** Makes the SMTP server hold the next message. */
  function holdNextMail() {
    let receiving = () => {};
    nowReceiving = new Promise((resolve) => (receiving = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    letGo = release;
    return { receiving, held };
  }
  let hold: ReturnType<typeof holdNextMail>;

  beforeAll(async () => {
    dataDir = join(root, 'data');
    database = await createTestDatabase();
    received = [];
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...(session.envelope.rcptTo || []).map((r) => r.address.toLowerCase()));
          hold.receiving();
          hold.held.then(() => callback());
        });
      },
    });
    smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    letGo?.();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.drop();
  });

  // One process for both: it starts on a folder with leftovers, then is stopped with work in flight.
  let api: ApiProcess;
  let port: number;

  it('removes at start the folders failed uploads left behind, but not one another instance may be writing now', async () => {
    const media = join(dataDir, 'media');
    const stale = join(media, `.${'a'.repeat(24)}-640x480.tmp`);
    const fresh = join(media, `.${'b'.repeat(24)}-640x480.tmp`);
    for (const folder of [stale, fresh]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, '320.webp'), 'half');
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    const env = await settings();
    port = Number(env.PORT);
    api = startApiProcess(env);
    await api.ready;
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  }, 60_000);

  it('on SIGTERM refuses new connections, finishes the upload in flight and the mail being sent, and exits 0', async () => {
    await api.ready;
    const client = new Client(`http://127.0.0.1:${port}/api/v1`);
    const login = await client.post('user/token/', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);

    // A mail on its way: the SMTP server has its data and has not answered yet.
    hold = holdNextMail();
    expect((await client.get(`user/password-reset/${ADMIN_EMAIL}/`)).status).toBe(200);
    await nowReceiving;

    // An upload on its way: the server has the request (it answered 100 Continue) and half the body.
    const body = new FormData();
    body.append('title', 'Sent during SIGTERM');
    body.append('details', 'The upload was in flight when the server was told to stop.');
    body.append('image', new Blob([new Uint8Array(await image('png', 1200, 900))]), 'image.png');
    const encoded = new Response(body);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/category/create/',
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': bytes.length,
        authorization: `Bearer ${login.body.access}`,
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.once('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      upload.once('error', reject);
    });
    await new Promise<void>((resolve) => upload.once('continue', resolve));
    upload.write(bytes.subarray(0, bytes.length >> 1));

    api.child.kill('SIGTERM');
    let closedToNewcomers = false;
    for (let tries = 0; tries < 100 && !closedToNewcomers; tries++) {
      closedToNewcomers = await refused(port);
      if (!closedToNewcomers) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(closedToNewcomers).toBe(true);

    upload.end(bytes.subarray(bytes.length >> 1));
    const reply = await answered;
    expect(reply.status, reply.body).toBe(201);

    // Still waiting for the mail server's answer; once it comes, the process ends cleanly.
    expect(api.child.exitCode).toBeNull();
    letGo();
    expect(await api.exited).toBe(0);

    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      const [mail] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.to, ADMIN_EMAIL));
      expect(mail.sentAt, 'the mail being sent when SIGTERM came is recorded as sent').not.toBeNull();
      expect(await db.db.select({ title: categories.title }).from(categories)).toEqual([{ title: 'Sent during SIGTERM' }]);
    } finally {
      await db.close();
    }
    expect(received).toEqual([ADMIN_EMAIL]);
  }, 60_000);

  it('exits 1 when closing takes longer than SHUTDOWN_TIMEOUT_MS', async () => {
    const env = await settings({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const api = startApiProcess(env);
    await api.ready;
    // A mail server that does not answer holds the outbox past the limit.
    hold = holdNextMail();
    expect((await new Client(`http://127.0.0.1:${env.PORT}/api/v1`).get(`user/password-reset/${ADMIN_EMAIL}/`)).status).toBe(200);
    await nowReceiving;
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    expect(api.stdout() + api.stderr()).toContain('closing took longer than 1000 ms (SHUTDOWN_TIMEOUT_MS)');
    letGo();
  }, 60_000);
});
