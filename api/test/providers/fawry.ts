// A stand-in for FawryPay, its own process speaking real HTTP, written from FawryPay's developer documentation
// (developer.fawrystaging.com: "Create Payment Requests Using FawryPay Reference Number" and "Server To Server
// Notification V2"). The charge request (Pay at Fawry) is checked as Fawry checks it: the merchant code, the
// SHA-256 signature over merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount (two decimals) +
// secure key, the amount against the charge items, a merchantRefNum used once, an expiry in the future; Fawry answers
// HTTP 200 with its own statusCode either way. A payment made at an outlet is then notified (V2: a JSON POST with
// messageSignature = SHA-256 of fawryRefNumber + merchantRefNumber + paymentAmount + orderAmount (two decimals each)
// + orderStatus + paymentMethod + paymentRefrenceNumber + secure key) to the merchant's notification URL.
// Started by the tests (providers/start.ts) with FAWRY_MERCHANT_CODE and FAWRY_SECURE_KEY; prints `listening <port>`.
import { createHash, randomUUID } from 'node:crypto';
import { json, readBody, readJson, serveStandIn } from './serve.ts';

const MERCHANT_CODE = process.env.FAWRY_MERCHANT_CODE ?? '';
const SECURE_KEY = process.env.FAWRY_SECURE_KEY ?? '';

type Charge = {
  referenceNumber: string;
  merchantRefNum: string;
  amount: number;
  expiry: number;
  customer: { mobile: string; email: string; name: string; profileId: string };
  items: { itemId: string; price: number; quantity: number }[];
  status: 'UNPAID' | 'PAID' | 'EXPIRED';
};

const charges = new Map<string, Charge>();
const byMerchantRef = new Set<string>();
const sent: { url: string; body: unknown; status: number }[] = [];
let nextReference = 931_337_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const twoDecimals = (value: number) => value.toFixed(2);

const refused = (statusCode: number, statusDescription: string) => ({ type: 'ChargeResponse', statusCode, statusDescription });

function charge(body: Record<string, any>) {
  if (body.merchantCode !== MERCHANT_CODE) return refused(9901, 'Merchant is not found');
  if (body.paymentMethod !== 'PAYATFAWRY') return refused(9935, 'Payment method is not supported');
  const amount = Number(body.amount);
  if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) return refused(9938, 'Invalid amount');
  const expected = sha256(
    `${body.merchantCode}${body.merchantRefNum}${body.customerProfileId ?? ''}${body.paymentMethod}${twoDecimals(amount)}${SECURE_KEY}`,
  );
  if (body.signature !== expected) return refused(9946, 'Request signature is invalid');
  const items = Array.isArray(body.chargeItems) ? body.chargeItems : [];
  const itemsTotal = items.reduce((sum: number, item: any) => sum + Math.round(Number(item.price) * 100) * Number(item.quantity), 0);
  if (!items.length || itemsTotal !== Math.round(amount * 100)) return refused(9942, 'Charge items do not add up to the amount');
  if (!body.merchantRefNum || byMerchantRef.has(body.merchantRefNum)) return refused(9929, 'Duplicate merchant reference number');
  if (!/^01\d{9}$/.test(body.customerMobile ?? '')) return refused(9932, 'Invalid customer mobile');
  const expiry = Number(body.paymentExpiry ?? Date.now() + 48 * 3_600_000);
  if (!(expiry > Date.now())) return refused(9943, 'Payment expiry is in the past');
  const record: Charge = {
    referenceNumber: String(nextReference++),
    merchantRefNum: body.merchantRefNum,
    amount,
    expiry,
    customer: {
      mobile: body.customerMobile,
      email: body.customerEmail ?? '',
      name: body.customerName ?? '',
      profileId: body.customerProfileId ?? '',
    },
    items: items.map((item: any) => ({ itemId: String(item.itemId), price: Number(item.price), quantity: Number(item.quantity) })),
    status: 'UNPAID',
  };
  charges.set(record.referenceNumber, record);
  byMerchantRef.add(record.merchantRefNum);
  return {
    type: 'ChargeResponse',
    referenceNumber: record.referenceNumber,
    merchantRefNumber: record.merchantRefNum,
    orderAmount: amount,
    paymentAmount: amount,
    fawryFees: 0,
    paymentMethod: 'PAYATFAWRY',
    orderStatus: 'UNPAID',
    expirationTime: expiry,
    customerMobile: record.customer.mobile,
    statusCode: 200,
    statusDescription: 'Operation done successfully',
  };
}

type Notify = { reference: string; notify_url: string; status?: 'PAID' | 'EXPIRED'; orderAmount?: number; badSignature?: boolean };

/** The V2 server notification of a charge's new status, POSTed to the merchant's URL. */
async function notify(options: Notify) {
  const record = charges.get(options.reference);
  if (!record) return null;
  const status = options.status ?? 'PAID';
  record.status = status;
  // The test may make Fawry name another amount (signed all the same), as a mix-up at Fawry's end would.
  const orderAmount = options.orderAmount ?? record.amount;
  const paymentAmount = orderAmount;
  const paymentRefrenceNumber = status === 'PAID' ? String(Math.floor(Math.random() * 1e9)) : '';
  const body = {
    requestId: randomUUID().replace(/-/g, ''),
    fawryRefNumber: record.referenceNumber,
    merchantRefNumber: record.merchantRefNum,
    customerName: record.customer.name,
    customerMobile: record.customer.mobile,
    customerMail: record.customer.email,
    customerMerchantId: record.customer.profileId,
    paymentAmount,
    orderAmount,
    fawryFees: 0,
    shippingFees: 0,
    orderStatus: status,
    paymentMethod: 'PayAtFawry',
    paymentTime: status === 'PAID' ? Date.now() : undefined,
    paymentRefrenceNumber,
    orderExpiryDate: record.expiry,
    orderItems: record.items.map((item) => ({ itemCode: item.itemId, price: item.price, quantity: item.quantity })),
    messageSignature: sha256(
      `${record.referenceNumber}${record.merchantRefNum}${twoDecimals(paymentAmount)}${twoDecimals(orderAmount)}${status}PayAtFawry${paymentRefrenceNumber}${options.badSignature ? 'wrong' : SECURE_KEY}`,
    ),
  };
  let answer = 0;
  try {
    const response = await fetch(options.notify_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    answer = response.status;
    await response.text();
  } catch {
    answer = 0;
  }
  const delivered = { url: options.notify_url, body, status: answer };
  sent.push(delivered);
  return delivered;
}

serveStandIn(async (request, response, url) => {
  if (request.method === 'POST' && url.pathname === '/ECommerceWeb/Fawry/payments/charge') {
    const body = await readJson(request);
    if (body === undefined) return json(response, 400, refused(9900, 'Malformed request'));
    return json(response, 200, charge(body));
  }
  if (request.method === 'GET' && url.pathname === '/ECommerceWeb/Fawry/payments/status/v2') {
    const merchantRefNumber = url.searchParams.get('merchantRefNumber') ?? '';
    if (url.searchParams.get('signature') !== sha256(`${MERCHANT_CODE}${merchantRefNumber}${SECURE_KEY}`)) {
      return json(response, 200, { statusCode: 9946, statusDescription: 'Request signature is invalid' });
    }
    const record = [...charges.values()].find((c) => c.merchantRefNum === merchantRefNumber);
    if (!record) return json(response, 200, { statusCode: 9938, statusDescription: 'Order not found' });
    return json(response, 200, {
      statusCode: 200,
      referenceNumber: record.referenceNumber,
      orderStatus: record.status,
      paymentAmount: record.amount,
    });
  }
  if (request.method === 'POST' && url.pathname === '/_test/pay') {
    const delivered = await notify(JSON.parse(await readBody(request)) as Notify);
    return delivered ? json(response, 200, delivered) : json(response, 404, { detail: 'no such reference' });
  }
  if (request.method === 'GET' && url.pathname === '/_test/notifications') return json(response, 200, sent);
  json(response, 404, { statusCode: 404, statusDescription: 'Not found' });
});
