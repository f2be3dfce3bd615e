// Issue 9, point 10: headers a browser or client relies on. HSTS only where the request came over https, and
// pagination links built on PUBLIC_URL whatever Host the request names.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp } from '../helpers.ts';

const PUBLIC_URL = 'https://api.fitout.example';

type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with the exact request target and headers given (fetch would not send a forged Host). */
function raw(url: string, options: { path: string; headers?: Record<string, string>; tls?: boolean }): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  const send = options.tls ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send({ hostname, port, path: options.path, headers: options.headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('error', fail);
    req.end();
  });
}

let t: TestApp;
let tls: TlsServer;
let tlsUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await createUser(t.app, { superuser: true });
  for (const title of ['Kitchens', 'Bathrooms', 'Offices']) {
    const created = await t.api.post('category/create/', form({ title, details: title, image: await image() }), admin.token);
    expect(created.status).toBe(201);
  }
  // Links and media are built on the configured public address, not on the port the tests happen to use.
  t.app.config.publicUrl = PUBLIC_URL;

  // Real TLS in front of the same server: the connection is https, with no proxy header to trust.
  const dir = mkdtempSync(join(tmpdir(), 'fitout-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [key, cert] = [readFileSync(join(dir, 'key.pem')), readFileSync(join(dir, 'cert.pem'))];
  rmSync(dir, { recursive: true, force: true });
  tls = createTlsServer({ key, cert }, (socket) => t.app.server.emit('connection', socket));
  await new Promise<void>((listening) => tls.listen(0, '127.0.0.1', listening));
  tlsUrl = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => tls?.close(closed));
  await t.close();
});

describe('Strict-Transport-Security', () => {
  it('is not sent on a plain http request, where it means nothing and a browser ignores it', async () => {
    const reply = await raw(t.url, { path: '/api/health' });
    expect(reply.status).toBe(200);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on a request that came over https', async () => {
    const reply = await raw(tlsUrl, { path: '/api/health', tls: true });
    expect(reply.status).toBe(200);
    expect(reply.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('is not sent when a client that is no trusted proxy only claims https in X-Forwarded-Proto', async () => {
    const reply = await raw(t.url, { path: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('are on every kind of answer: a cached public read, a 304, an error and a refused write', async () => {
    const first = await raw(t.url, { path: '/api/v1/category/list/' });
    const answers = {
      'public read': first,
      'not modified': await raw(t.url, { path: '/api/v1/category/list/', headers: { 'if-none-match': String(first.headers.etag) } }),
      'not found': await raw(t.url, { path: '/api/v1/no-such-call/' }),
      'refused write': await raw(t.url, { path: '/api/v1/category/create/' }),
    };
    expect(answers['not modified'].status).toBe(304);
    for (const [kind, reply] of Object.entries(answers)) {
      expect(reply.headers['content-security-policy'], kind).toBe("default-src 'none';frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(reply.headers['x-frame-options'], kind).toBe('SAMEORIGIN');
      expect(reply.headers['referrer-policy'], kind).toBe('no-referrer');
      expect(reply.headers['cross-origin-resource-policy'], kind).toBe('cross-origin');
      expect(reply.headers['x-request-id'], kind).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply.headers['x-powered-by'], kind).toBeUndefined();
    }
  });
});

describe('pagination links', () => {
  const expected = {
    next: `${PUBLIC_URL}/api/v1/category/list/?page=3&page_size=1`,
    previous: `${PUBLIC_URL}/api/v1/category/list/?page=1&page_size=1`,
  };

  it('are built on PUBLIC_URL', async () => {
    const reply = await raw(t.url, { path: '/api/v1/category/list/?page=2&page_size=1' });
    expect(JSON.parse(reply.body)).toMatchObject({ count: 3, ...expected });
  });

  it('do not follow a forged Host or X-Forwarded-Host header', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const reply = await raw(t.url, { path: '/api/v1/category/list/?page=2&page_size=1', headers });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject(expected);
  });

  it('do not follow a host named in the request line itself', async () => {
    for (const path of ['http://evil.example/api/v1/category/list/?page=2&page_size=1', '//evil.example/api/v1/category/list/?page=2&page_size=1']) {
      const reply = await raw(t.url, { path, headers: { host: 'evil.example' } });
      if (reply.status === 200) expect(JSON.parse(reply.body), path).toMatchObject(expected);
      else expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain('evil.example');
    }
  });
});
