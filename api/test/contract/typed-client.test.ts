// The OpenAPI document is enough to write a client from: openapi-typescript generates types from the served document,
// tsc checks a small client (typed-client/client.ts) against them, and the client's calls are answered as typed.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, image, startTestApp, type TestApp } from '../helpers.ts';

/** typed-client/client.ts's firstOrder, as this test reads it. */
type FirstOrder = (baseUrl: string, account: { email: string; password: string }) => Promise<{ titles: string[]; placed: object; read: object }>;

let t: TestApp;
let dir: string;
let serverUrl: string;

/** The project's own tsc, run on the Node running the tests (npx would add seconds of start-up). */
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

/** tsc over the folder: the errors it printed, one a line ('' when there are none). */
async function typeErrors(): Promise<string> {
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', dir]);
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`.trim();
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenAPI3 & { servers: { url: string }[] };
  serverUrl = document.servers[0].url;
  dir = mkdtempSync(join(tmpdir(), 'fitout-openapi-'));
  writeFileSync(join(dir, 'schema.ts'), await openapiTS(document));
  copyFileSync(new URL('./typed-client/client.ts', import.meta.url), join(dir, 'client.ts'));
  // A reader of a customer's order who expects a stage the API never answers.
  writeFileSync(
    join(dir, 'mistake.ts'),
    "import type { operations } from './schema.ts';\n" +
      "type Order = operations['orders.detail']['responses'][200]['content']['application/json'];\n" +
      "export const stage: Order['stage'] = 'shipped';\n",
  );
  const compilerOptions = {
    target: 'es2024',
    lib: ['es2024', 'dom'],
    module: 'esnext',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    // TypeScript's own lib files need no checking here (3 s of the 4 tsc takes).
    skipLibCheck: true,
    types: [],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['client.ts', 'mistake.ts'] }));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('types generated from /api/openapi.json', () => {
  it('type-check a client written against them, and refuse a reader expecting an answer the API never gives', async () => {
    const errors = (await typeErrors()).split('\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/mistake\.ts\(3,\d+\): error TS2322: Type '"shipped"' is not assignable/);
  });

  it("carry a customer's first order: the categories, a token, the order placed and read back", async () => {
    const admin = await createUser(t.app, { superuser: true });
    const customer = await createUser(t.app);
    expect((await t.api.post('category/create/', form({ title: 'Kitchens', details: 'Fitted', image: await image() }), admin.token)).status).toBe(
      201,
    );

    // The copy tsc checked (imported by a path the project's typecheck does not follow).
    const { firstOrder } = (await import(join(dir, 'client.ts'))) as { firstOrder: FirstOrder };
    const { titles, placed, read } = await firstOrder(serverUrl, { email: customer.email, password: customer.password });

    expect(titles).toContain('Kitchens');
    expect(placed).toMatchObject({ user_id: customer.id, typeunit: 'Villa', space: 240, numberroom: 5, stage: 'new' });
    expect(read).toEqual(placed);
  });
});
