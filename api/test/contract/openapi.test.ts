// The OpenAPI document is written from the contract: every call the server answers is in it, with its schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, API_PREFIX, type Endpoint, operationIdOf } from '@fitout/shared/contract';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  'x-roles'?: readonly string[];
  'x-sudo'?: boolean;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};
let doc: Document;

beforeAll(async () => {
  t = await startTestApp();
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => t?.close());

/** Fastify's `/a/:b/` as OpenAPI's `/a/{b}/`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function apiRoutes() {
  const out: { method: string; url: string; contract?: Endpoint }[] = [];
  for (const route of t.app.registeredRoutes) {
    if (!route.url.startsWith('/api/') || route.url === '/api/openapi.json' || route.url.startsWith('/api/docs')) continue;
    if (route.config && (route.config as { refusal?: boolean }).refusal) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, url: route.url, contract: (route.config as { contract?: Endpoint } | undefined)?.contract });
    }
  }
  return out;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names the server the API is reached at (PUBLIC_URL)', () => {
    expect(doc.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it('gives every operation a unique name (operationId) and says who may call it', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const names = operations.map((operation) => operation.operationId);
    expect(
      names.every((name) => typeof name === 'string' && /^[a-z][\w.]*$/i.test(name)),
      names.join(' '),
    ).toBe(true);
    expect(new Set(names).size).toBe(operations.length);
    expect(doc.components.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const operation of operations) {
      expect(operation.security, operation.operationId).toBeDefined();
      for (const requirement of operation.security ?? []) expect(Object.keys(requirement as object)).toEqual(['bearer']);
    }
  });

  it("names each call by its place in the contract's areas", () => {
    const name = (path: string, method: string) => doc.paths[`${API_PREFIX}/${path}`][method].operationId;
    expect(name('user/token/', 'post')).toBe('accounts.token');
    expect(name('registerorder/create/', 'post')).toBe('orders.create');
    expect(name('registerorder/lists/', 'get')).toBe('orders.mine');
    expect(name('admin/packages/{id}', 'put')).toBe('admin.packages.update');
    expect(name('admin/contact-messages', 'get')).toBe('admin.contactMessages.list');
    expect(name('admin/orders/{id}/costs', 'get')).toBe('costs.read');
    expect(name('admin/suppliers/{id}', 'delete')).toBe('admin.suppliers.remove');
    expect(doc.paths['/api/health/ready'].get.operationId).toBe('health.ready');
  });

  it('has every call the server registers, each with a summary and its answer schema', () => {
    const missing: string[] = [];
    for (const { method, url, contract } of apiRoutes()) {
      // Every call under the API prefix is registered from the contract (the health checks are outside it).
      if (url.startsWith(`${API_PREFIX}/`)) expect(contract, `${method} ${url}: registered from the contract`).toBeTruthy();
      const operation = doc.paths[openapiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(`${method} ${url}`);
        continue;
      }
      expect(operation.summary, `${method} ${url}`).toBeTruthy();
      const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status));
      expect(success, `${method} ${url}: a success answer`).toBeTruthy();
      if (success![0] !== '204') expect(success![1].content?.['application/json']?.schema, `${method} ${url}: its schema`).toBeTruthy();
    }
    expect(missing).toEqual([]);
  });

  it('documents each contract call with its parameters, query, body and who may call', () => {
    const registered = new Set(
      apiRoutes()
        .filter((r) => r.contract)
        .map((r) => `${r.method} ${r.url}`),
    );
    for (const call of allEndpoints) {
      const url = `${API_PREFIX}/${call.path}`;
      expect(registered.has(`${call.method} ${url}`), `${call.method} ${url}: served`).toBe(true);
      const operation = doc.paths[openapiPath(url)][call.method.toLowerCase()];
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), url).toEqual(Object.keys(call.params?.shape ?? {}).sort());
      const inQuery = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(inQuery.sort(), url).toEqual(Object.keys(call.query?.shape ?? {}).sort());
      if (call.body)
        expect(Object.keys(operation.requestBody?.content ?? {}), url).toContain(call.files?.length ? 'multipart/form-data' : 'application/json');
      expect(operation.security, url).toEqual(call.access === 'public' ? [] : [{ bearer: [] }]);
      expect(operation.operationId, url).toBe(operationIdOf(call));
      // The staff roles a call is for, named for generators (x-roles) and readers (the description).
      const roles = typeof call.access === 'object' ? call.access.roles : undefined;
      expect(operation['x-roles'], url).toEqual(roles);
      if (roles) expect(operation.description, url).toContain(roles.join(' or '));
      // A security change says so, and documents its refusal until a fresh proof (sudo mode).
      expect(operation['x-sudo'], url).toBe(call.sudo || undefined);
      if (call.sudo) expect(JSON.stringify(operation.responses['403']), url).toContain('sudo.required');
      // A write the console may queue offline documents its Idempotency-Key (issue 41).
      const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers.includes('idempotency-key'), url).toBe(!!call.idempotent);
    }
  });

  it('has one operation per contract call: no call served twice, none left out', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods)).length;
    const health = apiRoutes().filter((r) => !r.contract).length;
    expect(operations).toBe(allEndpoints.length + health);
    expect(new Set(allEndpoints.map((call) => `${call.method} ${call.path}`)).size).toBe(allEndpoints.length);
  });
});

describe('GET /api/docs', () => {
  it('is a reference page for people', async () => {
    const res = await fetch(`${t.url}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/swagger/i);
  });
});
