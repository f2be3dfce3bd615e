// Field refusals a client can word in its reader's language (issue 36): each message answers a registered code
// (`$codes`), never the generic field.invalid for what the API itself checks, and a message whose words carry values
// (a length, a limit, a field's name) answers them too (`$params`), so the Arabic says the same number.
import { fieldRefusals } from '@fitout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.app, { superuser: true });
});
afterAll(() => t?.close());

describe('a field refusal', () => {
  it('carries the values of its words, and reads in Arabic with them', async () => {
    const res = await t.api.post('contact/', { name: 'Omar', email: 'omar@example.com', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: ['Ensure this field has no more than 5000 characters.'],
      $codes: { message: ['field.too_long'] },
      $params: { message: [{ max: 5000 }] },
    });
    expect(fieldRefusals(res.body, 'ar')).toEqual({ message: ['يجب ألا يزيد هذا الحقل عن ٥٠٠٠ حرفًا.'] });
  });

  it("answers a sign-in's too long password as too long, not as missing", async () => {
    const res = await t.api.post('user/token/', { email: 'someone@example.com', password: 'p'.repeat(1025) });
    expect(res.status).toBe(400);
    expect(res.body.$codes).toEqual({ password: ['field.too_long'] });
    expect(fieldRefusals(res.body, 'ar').password).toEqual(['يجب ألا يزيد هذا الحقل عن ١٠٢٤ حرفًا.']);
  });

  it("names each refusal of the console's list queries, with the field it is about", async () => {
    const cases: [string, string, Record<string, unknown> | null][] = [
      ['sort=nonsense', 'list.malformed', { param: 'sort' }],
      [`sort=${encodeURIComponent('["title"]')}`, 'list.sort', null],
      [`sort=${encodeURIComponent('["colour","ASC"]')}`, 'list.sort_field', { field: 'colour' }],
      [`range=${encodeURIComponent('[5,1]')}`, 'list.range', null],
      [`filter=${encodeURIComponent('[]')}`, 'list.filter_object', null],
      [`filter=${encodeURIComponent('{"colour":"red"}')}`, 'list.filter_field', { field: 'colour' }],
      [`filter=${encodeURIComponent('{"id":"x"}')}`, 'list.ids', { field: 'id' }],
    ];
    for (const [query, code, values] of cases) {
      const res = await t.api.get(`admin/categories?${query}`, owner.token);
      expect(res.status, query).toBe(400);
      const [field] = Object.keys(res.body).filter((key) => !key.startsWith('$'));
      expect(res.body.$codes[field], query).toEqual([code]);
      if (values) expect(res.body.$params[field][0], query).toMatchObject(values);
      expect(fieldRefusals(res.body, 'ar')[field][0], query).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
