// What the online payment tests share: an order whose quote the customer accepted (a deposit due), and the stand-ins'
// accounts (the keys the API and the stand-in are both given, as a merchant's dashboard gives them).
import { expect } from 'vitest';
import { orderFields, type TestApp, type TestUser } from '../helpers.ts';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export const paymobAccount = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_5f1e0c2b9a',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_7d3c1a',
  PAYMOB_HMAC_SECRET: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  PAYMOB_INTEGRATION_IDS: '4123456,4123457',
};
export const fawryAccount = { FAWRY_MERCHANT_CODE: '1tSa6uxz2nRbgY+b+cZGyA==', FAWRY_SECURE_KEY: 'a7f1c0de-5eb1-4c39-9c5e-0b8f2d1e4a6b' };

export const paymobConfig = (baseUrl: string) => ({
  baseUrl,
  secretKey: paymobAccount.PAYMOB_SECRET_KEY,
  publicKey: paymobAccount.PAYMOB_PUBLIC_KEY,
  hmacSecret: paymobAccount.PAYMOB_HMAC_SECRET,
  integrationIds: [4123456, 4123457],
});
export const fawryConfig = (baseUrl: string) => ({
  baseUrl,
  merchantCode: fawryAccount.FAWRY_MERCHANT_CODE,
  secureKey: fawryAccount.FAWRY_SECURE_KEY,
  expiryHours: 48,
});

/** An order of 114,000 piastres (100,000 + 14 % VAT) in three milestones, accepted: the deposit of 34,200 is due. */
export async function acceptedOrder(t: TestApp, sales: TestUser, owner: TestUser) {
  const order = (await t.api.post('registerorder/create/', orderFields(), owner.token)).body as { id: number; slug: string };
  const created = await t.api.post(
    `admin/orders/${order.id}/quotes`,
    {
      lines: [{ description: 'Finishing', quantity: 1, unit: 'job', unit_price: 100_000 }],
      valid_until: inAYear(),
      schedule: [
        { label: 'Deposit', percent: 30, due: 'acceptance' },
        { label: 'Start', percent: 40, due: 'start' },
        { label: 'Completion', percent: 30, due: 'completion' },
      ],
    },
    sales.token,
  );
  await t.api.post(`admin/quotes/${created.body.id}/send`, undefined, sales.token);
  const accepted = await t.api.post(
    `registerorder/detail/${order.slug}/quote/accept/`,
    { version: 1, full_name: 'Mona Adel', terms_accepted: true },
    owner.token,
  );
  expect(accepted.status).toBe(200);
  const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, owner.token);
  const deposit = options.body.instalments[0] as { milestone_id: number; amount: number };
  return { ...order, deposit };
}

export async function post(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}
