// A client as someone outside this repository would write it: fetch, and the types openapi-typescript generates
// from /api/openapi.json (./schema.ts). typed-client.test.ts writes those types next to a copy of this file and
// type-checks the two with tsc; the project's own typecheck leaves this folder out, as ./schema.ts exists only there.
import type { paths } from './schema.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** What an operation answers on success. */
type Success<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;
/** Its path parameters and JSON body, when it takes them, and the access token of a signed-in call. */
type Options<O> = (O extends { parameters: { path: infer P } } ? { params: P } : { params?: never }) &
  (O extends { requestBody: infer B } ? { body: Json<B> } : { body?: never }) & { token?: string };

export function createClient(baseUrl: string) {
  return async function call<P extends keyof paths & string, M extends Method & keyof paths[P]>(
    method: M,
    path: P,
    options: Options<Operation<P, M>>,
  ): Promise<Success<Operation<P, M>>> {
    const { params = {}, body, token } = options as { params?: Record<string, string | number>; body?: unknown; token?: string };
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(url, baseUrl), {
      method: method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method.toUpperCase()} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** A customer's first visit, in calls: the categories, signing in, an order, and that order read back. */
export async function firstOrder(baseUrl: string, account: { email: string; password: string }) {
  const call = createClient(baseUrl);
  const categories = await call('get', '/api/v1/category/list/', {});
  const titles = (Array.isArray(categories) ? categories : categories.results).map((category) => category.title);
  const { access } = await call('post', '/api/v1/user/token/', { body: account });
  const placed = await call('post', '/api/v1/registerorder/create/', {
    token: access,
    body: {
      full_name: 'Mona Adel',
      phone: '+20 100 000 0000',
      governorate: 'Giza',
      city: '6th of October',
      area: 'District 3',
      typeunit: 'Villa',
      requiredworks: 'Execution and Design',
      skills: 'Innovative designs',
      conditionoftheunit: 'Unfinished',
      space: 240,
      numberroom: 5,
      numberbathroom: 3,
      description: 'Garden side first.',
      package: '',
      post_status: 'Active',
    },
  });
  const read = await call('get', '/api/v1/registerorder/detail/{slug}/', { token: access, params: { slug: placed.slug } });
  return { titles, placed, read };
}
