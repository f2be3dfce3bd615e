// What the online payment tests share: an order whose quote the customer accepted (a deposit due), and the stand-ins'
// accounts (providers/accounts.ts).
import { expect } from 'vitest';
import { orderFields, type TestApp, type TestUser } from '../helpers.ts';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export { fawryAccount, fawryConfig, paymobAccount, paymobConfig } from '../providers/accounts.ts';

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
