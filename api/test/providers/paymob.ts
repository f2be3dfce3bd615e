// A stand-in for Paymob (Accept), its own process speaking real HTTP, written from Paymob's developer documentation
// (developers.paymob.com: "Create Intention", "Unified Checkout", "HMAC Transaction Callback", "Refund Transaction").
// It checks what a merchant sends as Paymob would (the secret key, the amount against the items, the integration ids,
// the billing data, a special_reference used once) and refuses what Paymob refuses; its checkout page pays with
// Paymob's test cards and then, as Paymob does, POSTs the transaction processed callback (HMAC-SHA512 over the
// documented fields in the documented order, ?hmac= on the URL) to the intention's notification_url and redirects the
// browser to its redirection_url with the transaction response (GET) parameters, signed the same way.
// Started by the tests (providers/start.ts) with PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and
// PAYMOB_INTEGRATION_IDS; it prints `listening <port>`. Routes under /_test/ are the test's remote control.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { json, readBody, readJson, serveStandIn } from './serve.ts';

const SECRET_KEY = process.env.PAYMOB_SECRET_KEY ?? '';
const PUBLIC_KEY = process.env.PAYMOB_PUBLIC_KEY ?? '';
const HMAC_SECRET = process.env.PAYMOB_HMAC_SECRET ?? '';
const INTEGRATION_IDS = (process.env.PAYMOB_INTEGRATION_IDS ?? '').split(',').filter(Boolean).map(Number);

/** Paymob's documented test cards: the first succeeds, the second is declined. */
const TEST_CARDS: Record<string, boolean> = { '5123456789012346': true, '4000000000000002': false };
/** Paymob's test wallet number (mobile wallet integrations). */
const TEST_WALLET = '01010101010';

type Intention = {
  id: string;
  clientSecret: string;
  orderId: number;
  amount: number;
  currency: string;
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  billing: Record<string, string>;
  integrationId: number;
};
type Transaction = { id: number; amount: number; refunded: number; intention: Intention; success: boolean };

const intentions = new Map<string, Intention>();
const references = new Set<string>();
const transactions = new Map<number, Transaction>();
/** Every callback sent (its URL and body), for tests to replay. */
const sent: { url: string; body: unknown; status: number }[] = [];
let nextOrder = 217_503_000;
let nextTransaction = 192_036_000;

/** The documented HMAC string keys of the transaction callbacks, in their documented order. */
const HMAC_KEYS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
];

function pick(obj: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], obj);
}
const sign = (obj: Record<string, unknown>) =>
  createHmac('sha512', HMAC_SECRET)
    .update(HMAC_KEYS.map((key) => String(pick(obj, key) ?? '')).join(''))
    .digest('hex');

const authorised = (request: IncomingMessage) => request.headers.authorization === `Token ${SECRET_KEY}`;

const BILLING_FIELDS = ['first_name', 'last_name', 'phone_number', 'email'];

/** POST /v1/intention/: what Paymob checks of an intention. */
function createIntention(body: Record<string, any>): { status: number; body: unknown } {
  const problems: Record<string, string[]> = {};
  if (!Number.isInteger(body.amount) || body.amount <= 0) problems.amount = ['A valid integer is required.'];
  if (body.currency !== 'EGP') problems.currency = ['Currency not supported for this merchant.'];
  const methods = Array.isArray(body.payment_methods) ? body.payment_methods : [];
  if (!methods.length || !methods.every((id: unknown) => INTEGRATION_IDS.includes(Number(id)))) {
    problems.payment_methods = ['Integration ID does not belong to this merchant or is not active.'];
  }
  const items = Array.isArray(body.items) ? body.items : [];
  const itemsTotal = items.reduce((sum: number, item: any) => sum + Number(item.amount) * Number(item.quantity ?? 1), 0);
  if (items.length && itemsTotal !== body.amount) problems.items = ['The sum of items amounts must equal the intention amount.'];
  const billing = body.billing_data ?? {};
  for (const field of BILLING_FIELDS) if (!billing[field]) problems[`billing_data.${field}`] = ['This field is required.'];
  if (typeof body.special_reference !== 'string' || !body.special_reference) problems.special_reference = ['This field is required.'];
  else if (references.has(body.special_reference)) problems.special_reference = ['Special reference must be unique.'];
  for (const field of ['notification_url', 'redirection_url']) {
    try {
      new URL(body[field]);
    } catch {
      problems[field] = ['Enter a valid URL.'];
    }
  }
  if (Object.keys(problems).length) return { status: 400, body: problems };
  const intention: Intention = {
    id: `pi_test_${randomBytes(12).toString('hex')}`,
    clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
    orderId: nextOrder++,
    amount: body.amount,
    currency: body.currency,
    specialReference: body.special_reference,
    notificationUrl: body.notification_url,
    redirectionUrl: body.redirection_url,
    billing,
    integrationId: Number(methods[0]),
  };
  intentions.set(intention.clientSecret, intention);
  references.add(intention.specialReference);
  return {
    status: 201,
    body: {
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: intention.orderId,
      payment_keys: methods.map((id: number) => ({ integration: id, key: randomBytes(8).toString('hex') })),
      intention_detail: { amount: intention.amount, currency: intention.currency, items, billing_data: billing },
      special_reference: intention.specialReference,
      status: 'intended',
      created: new Date().toISOString(),
    },
  };
}

type Overrides = { success?: boolean; amount_cents?: number; pending?: boolean; type?: 'card' | 'wallet' };

/** The transaction object of a callback, as Paymob shapes it. */
function transactionObject(intention: Intention, transaction: Transaction, overrides: Overrides, parent?: Transaction) {
  const wallet = overrides.type === 'wallet';
  return {
    id: transaction.id,
    pending: overrides.pending ?? false,
    amount_cents: overrides.amount_cents ?? transaction.amount,
    success: overrides.success ?? transaction.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: !parent,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: !wallet,
    integration_id: intention.integrationId,
    profile_id: 1,
    has_parent_transaction: Boolean(parent),
    order: { id: intention.orderId, merchant_order_id: intention.specialReference, amount_cents: intention.amount, currency: intention.currency },
    created_at: new Date().toISOString().replace('Z', ''),
    currency: intention.currency,
    source_data: wallet ? { pan: TEST_WALLET, sub_type: 'wallet', type: 'wallet' } : { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    error_occured: false,
    is_refund: Boolean(parent),
    is_void: false,
    owner: 302_852,
    parent_transaction: parent?.id ?? null,
    data: { message: (overrides.success ?? transaction.success) ? 'Approved' : 'Do not honour' },
  };
}

/** Sends the transaction processed callback (POST, JSON, ?hmac=) to the intention's notification_url. */
async function callback(intention: Intention, obj: Record<string, unknown>) {
  const url = `${intention.notificationUrl}${intention.notificationUrl.includes('?') ? '&' : '?'}hmac=${sign(obj)}`;
  const body = { type: 'TRANSACTION', obj, issuer_bank: null, transaction_processed_callback_responses: null };
  let status = 0;
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    status = response.status;
    await response.text();
  } catch {
    status = 0;
  }
  sent.push({ url, body, status });
  return { url, body, status };
}

/** Pays an intention: a transaction, its callback, and where the browser goes next (the signed response redirect). */
async function pay(intention: Intention, success: boolean, overrides: Overrides = {}) {
  const transaction: Transaction = { id: nextTransaction++, amount: intention.amount, refunded: 0, intention, success };
  transactions.set(transaction.id, transaction);
  const obj = transactionObject(intention, transaction, { ...overrides, success });
  const delivered = await callback(intention, obj);
  // The transaction response callback (GET): flat parameters, order_id for order.id, signed the same way.
  const flat: Record<string, string> = {};
  for (const key of HMAC_KEYS) flat[key === 'order.id' ? 'order' : key] = String(pick(obj, key) ?? '');
  flat.merchant_order_id = intention.specialReference;
  const query = new URLSearchParams({ ...flat, hmac: sign(obj) });
  return {
    transaction: transaction.id,
    callback: delivered,
    redirect: `${intention.redirectionUrl}${intention.redirectionUrl.includes('?') ? '&' : '?'}${query}`,
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0}input,button{padding:.6rem;font-size:1rem}</style>` +
  `</head><body>${body}</body></html>`;

serveStandIn(async (request, response, url) => {
  if (request.method === 'POST' && url.pathname === '/v1/intention/') {
    if (!authorised(request)) return json(response, 401, { detail: 'Authentication credentials were not provided.' });
    const body = await readJson(request);
    if (body === undefined) return json(response, 400, { detail: 'JSON parse error' });
    const answer = createIntention(body);
    return json(response, answer.status, answer.body);
  }
  if (request.method === 'GET' && url.pathname === '/unifiedcheckout/') {
    const intention = intentions.get(url.searchParams.get('clientSecret') ?? '');
    if (url.searchParams.get('publicKey') !== PUBLIC_KEY || !intention) {
      return response.writeHead(404, { 'content-type': 'text/html' }).end(page('Paymob', '<h1>Invalid payment link</h1>'));
    }
    return response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        page(
          'Paymob checkout',
          `<h1>Paymob test checkout</h1><p>Amount: <strong id="amount">${(intention.amount / 100).toFixed(2)} ${intention.currency}</strong></p>` +
            `<form method="post" action="/unifiedcheckout/pay"><input type="hidden" name="clientSecret" value="${intention.clientSecret}">` +
            `<label>Card number<input name="card" inputmode="numeric" autocomplete="off"></label>` +
            `<label>Card holder<input name="holder" value="${intention.billing.first_name ?? ''} ${intention.billing.last_name ?? ''}"></label>` +
            `<button type="submit">Pay</button></form>`,
        ),
      );
  }
  if (request.method === 'POST' && url.pathname === '/unifiedcheckout/pay') {
    const form = new URLSearchParams(await readBody(request));
    const intention = intentions.get(form.get('clientSecret') ?? '');
    if (!intention) return response.writeHead(404).end();
    const card = (form.get('card') ?? '').replace(/\s/g, '');
    if (!(card in TEST_CARDS)) {
      return response.writeHead(400, { 'content-type': 'text/html' }).end(page('Paymob', '<h1>Use one of the test cards</h1>'));
    }
    const outcome = await pay(intention, TEST_CARDS[card]);
    return response.writeHead(302, { location: outcome.redirect }).end();
  }
  if (request.method === 'POST' && url.pathname === '/api/acceptance/void_refund/refund') {
    if (!authorised(request)) return json(response, 401, { detail: 'Authentication credentials were not provided.' });
    const body = await readJson(request);
    if (body === undefined) return json(response, 400, { detail: 'JSON parse error' });
    const transaction = transactions.get(Number(body.transaction_id));
    if (!transaction?.success) return json(response, 404, { detail: 'Transaction not found.' });
    const amount = body.amount_cents;
    if (!Number.isInteger(amount) || amount <= 0) return json(response, 400, { amount_cents: ['A valid integer is required.'] });
    if (amount > transaction.amount - transaction.refunded) return json(response, 400, { message: 'Refund amount exceeds the captured amount.' });
    transaction.refunded += amount;
    const refund: Transaction = { id: nextTransaction++, amount, refunded: 0, intention: transaction.intention, success: true };
    transactions.set(refund.id, refund);
    const obj = transactionObject(transaction.intention, refund, { success: true }, transaction);
    // Paymob also sends the refund's own callback, once it has answered.
    json(response, 200, obj);
    setImmediate(() => void callback(transaction.intention, obj));
    return;
  }
  // The test's remote control.
  if (request.method === 'POST' && url.pathname === '/_test/pay') {
    const body = JSON.parse(await readBody(request)) as Overrides & { client_secret: string };
    const intention = intentions.get(body.client_secret);
    if (!intention) return json(response, 404, { detail: 'no such intention' });
    return json(response, 200, await pay(intention, body.success ?? true, body));
  }
  if (request.method === 'GET' && url.pathname === '/_test/callbacks') return json(response, 200, sent);
  if (request.method === 'POST' && url.pathname === '/_test/sign') {
    return json(response, 200, { hmac: sign(JSON.parse(await readBody(request))) });
  }
  json(response, 404, { detail: 'Not found.' });
});
