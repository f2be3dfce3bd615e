// Paymob (Accept), as its developer documentation describes it (developers.paymob.com): the Intention API, the
// Unified Checkout address, the transaction callback's HMAC and the refund API. The base URL is a setting, so that
// tests point it at the local stand-in (api/test/providers/paymob.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymobConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';

/** "HMAC Transaction Callback": the keys whose values are concatenated, in this order, for the processed callback. */
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
] as const;

const at = (obj: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), obj);

/** Whether `hmac` is the account's HMAC-SHA512 of the transaction object `obj` (compared in constant time). */
export function paymobSigned(config: PaymobConfig, obj: Record<string, unknown>, hmac: string): boolean {
  const text = HMAC_KEYS.map((key) => {
    const value = at(obj, key);
    return value === undefined || value === null ? '' : String(value);
  }).join('');
  const expected = createHmac('sha512', config.hmacSecret).update(text).digest();
  const given = Buffer.from(/^[0-9a-f]+$/i.test(hmac) ? hmac : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function call(config: PaymobConfig, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Token ${config.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new HttpError(503, 'pay.provider_unavailable', { cause: error });
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

export type IntentionRequest = {
  amount: number;
  specialReference: string;
  itemName: string;
  billing: { first_name: string; last_name: string; email: string; phone_number: string; city: string };
  notificationUrl: string;
  redirectionUrl: string;
};

/** POST /v1/intention/: the intention, and the Unified Checkout URL to send the customer to. */
export async function createIntention(config: PaymobConfig, request: IntentionRequest) {
  const answer = await call(config, '/v1/intention/', {
    amount: request.amount,
    currency: 'EGP',
    payment_methods: config.integrationIds,
    items: [{ name: request.itemName.slice(0, 50), amount: request.amount, description: request.itemName.slice(0, 255), quantity: 1 }],
    billing_data: { ...request.billing, country: 'EG', street: 'NA', building: 'NA', floor: 'NA', apartment: 'NA' },
    special_reference: request.specialReference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
  });
  const secret = answer.body.client_secret;
  const orderId = answer.body.intention_order_id;
  if (answer.status !== 201 || typeof secret !== 'string' || orderId === undefined) {
    throw new HttpError(503, 'pay.provider_unavailable', { cause: new Error(`Paymob intention: ${answer.status} ${JSON.stringify(answer.body)}`) });
  }
  const checkoutUrl = `${config.baseUrl}/unifiedcheckout/?${new URLSearchParams({ publicKey: config.publicKey, clientSecret: secret })}`;
  return { orderId: String(orderId), checkoutUrl };
}

/** POST /api/acceptance/void_refund/refund: refunds part or all of a transaction; answers the refund transaction's id. */
export async function refundTransaction(config: PaymobConfig, transactionId: string, amount: number): Promise<string> {
  const answer = await call(config, '/api/acceptance/void_refund/refund', { transaction_id: Number(transactionId), amount_cents: amount });
  if (answer.status !== 200 || answer.body.success !== true) {
    throw new HttpError(409, 'pay.not_refundable', { cause: new Error(`Paymob refund: ${answer.status} ${JSON.stringify(answer.body)}`) });
  }
  return String(answer.body.id);
}
