// What the online payment tests share: an order whose quote the customer accepted (a deposit due), and the stand-ins'
// accounts (providers/accounts.ts).
import { acceptedOrder as acceptedBy, DEPOSIT_START_AND_COMPLETION, type TestApp, type TestUser } from '../helpers.ts';

export { fawryAccount, fawryConfig, paymobAccount, paymobConfig } from '../providers/accounts.ts';

/** An order of 114,000 piastres (100,000 + 14 % VAT) in three milestones, accepted: the deposit of 34,200 is due. */
export async function acceptedOrder(t: TestApp, sales: TestUser, owner: TestUser) {
  const order = await acceptedBy(t, sales, owner, { schedule: DEPOSIT_START_AND_COMPLETION });
  const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, owner.token);
  const deposit = options.body.instalments[0] as { milestone_id: number; amount: number };
  return { ...order, deposit };
}

export async function post(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}
