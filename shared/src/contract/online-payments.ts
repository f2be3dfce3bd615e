// Paying an instalment online (issue 40): the customer starts a payment with a provider and watches it; the providers
// call back (public, signed); staff read what the providers said, settle what needs a person, and refund.
import { z } from '../common/zod.ts';
import { onlinePaymentStatuses, onlinePaymentWays, paymentEventOutcomes, TRANSFER_RECEIPT_FIELD } from '../online-payments/words.ts';
import { payStartSchema, refundSchema, transferRefuseSchema, transferSchema } from '../online-payments/schemas.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, slugParam, slugParams } from './params.ts';
import { payment } from './quotes.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const isoDate = z.string().describe('ISO 8601 date and time');

export const onlinePaymentAttempt = z.object({
  id,
  way: z.enum(onlinePaymentWays),
  milestone_id: id,
  amount: piastres.describe("The instalment's remaining amount when the payment was started"),
  status: z.enum(onlinePaymentStatuses).describe('pending until the provider has said (never from the browser’s return)'),
  checkout_url: z.string().describe("Paymob's checkout to send the customer to; empty for Fawry"),
  reference: z.string().describe("Fawry's reference number to pay at an outlet or in the app; empty for Paymob"),
  expires_at: isoDate.nullable(),
  payment_id: id.nullable().describe('The payment recorded, once paid'),
  customer_reference: z.string().describe("A transfer's reference, as the customer typed it; empty for the providers"),
  receipt: mediaInfo.nullable().describe("A transfer's receipt (screenshot or photo)"),
  refusal_reason: z.string().describe('Why staff refused a transfer'),
  created_at: isoDate,
});

export const transfer = onlinePaymentAttempt.extend({
  order_id: id,
  order_slug: z.string(),
  customer: z.string().describe('The name on the order'),
});

export const transferDetails = z.object({
  instapay_address: z.string().describe("The company's InstaPay payment address; empty when unset"),
  bank_details: z.string().describe('Bank, account name, account number or IBAN, as the settings write them'),
  qr_svg: z.string().describe('A QR code (SVG) of the InstaPay address, for the InstaPay app to scan; empty without one'),
});

export const payOptions = z.object({
  ways: z.array(z.enum(onlinePaymentWays)).describe('The ways the company has turned on'),
  instalments: z
    .array(z.object({ milestone_id: id, label: z.string(), label_ar: z.string(), amount: piastres.describe('What is left to pay of it') }))
    .describe('The due instalments not yet paid in full'),
  attempts: z.array(onlinePaymentAttempt).describe('This order’s online payments, newest first'),
  transfer: transferDetails.nullable().describe('Where to transfer, when InstaPay or bank transfers are turned on'),
});

export const paymentEvent = z.object({
  id,
  provider: z.enum(onlinePaymentWays),
  attempt_id: id.nullable(),
  order_id: id.nullable(),
  outcome: z.enum(paymentEventOutcomes),
  needs_attention: z.boolean(),
  amount: piastres.nullable(),
  provider_txn_id: z.string(),
  success: z.boolean(),
  payment_id: id.nullable(),
  received_at: isoDate,
  resolved_at: isoDate.nullable(),
});

export const reconciliationRow = z.object({
  provider: z.enum(onlinePaymentWays),
  provider_txn_id: z.string(),
  order_id: id.nullable(),
  said: piastres.nullable().describe('What the provider said was paid (negative: refunded)'),
  recorded: piastres.nullable().describe('What was recorded as a payment for it'),
  difference: piastres.describe('said − recorded'),
  outcome: z.string(),
});

const received = z.object({ received: z.boolean() });

const paymobCallback = z
  .object({ type: z.string().optional(), obj: z.record(z.string(), z.unknown()).optional() })
  .describe("Paymob's transaction processed callback");
const fawryNotification = z.record(z.string(), z.unknown()).describe("FawryPay's server notification V2");

export const onlinePayments = {
  options: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/pay/',
    summary: 'The ways to pay online, the due instalments with what is left of each, and the payments started',
    tag: 'Online payments',
    access: 'user',
    params: slugParams,
    responses: { 200: payOptions },
  }),
  start: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/pay/',
    summary: "Start paying an instalment: a Paymob checkout to go to, or a Fawry reference; the amount is the server's",
    tag: 'Online payments',
    access: 'user',
    params: slugParams,
    body: payStartSchema,
    refusals: { 409: 'The instalment is not due or is paid already, or the way is not offered' },
    responses: { 201: onlinePaymentAttempt },
  }),
  attempt: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/pay/:id/',
    summary: 'One online payment: pending until the provider has said',
    tag: 'Online payments',
    access: 'user',
    params: z.object({ slug: slugParam, id: idParam }),
    responses: { 200: onlinePaymentAttempt },
  }),
  transfer: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/pay/transfer/',
    summary: 'An InstaPay or bank transfer made: the instalment, the reference and the receipt (multipart `receipt`); staff confirm it',
    tag: 'Online payments',
    access: 'user',
    params: slugParams,
    body: transferSchema,
    files: [TRANSFER_RECEIPT_FIELD],
    refusals: { 409: 'The instalment is not due or is paid already, or transfers are not offered' },
    responses: { 201: onlinePaymentAttempt },
  }),
  paymobCallback: endpoint({
    method: 'POST',
    path: 'payments/paymob/callback/',
    summary: "Paymob's transaction processed callback (HMAC-SHA512 in ?hmac=); 200 once read, whatever it said",
    tag: 'Online payments',
    access: 'public',
    query: z.object({ hmac: z.string().max(200) }),
    body: paymobCallback,
    responses: { 200: received },
  }),
  fawryNotification: endpoint({
    method: 'POST',
    path: 'payments/fawry/notification/',
    summary: "FawryPay's server notification V2 (messageSignature, SHA-256); 200 once read, whatever it said",
    tag: 'Online payments',
    access: 'public',
    body: fawryNotification,
    responses: { 200: received },
  }),
  transfers: endpoint({
    method: 'GET',
    path: 'admin/transfers',
    summary: 'Transfers waiting for staff to confirm or refuse, oldest first',
    tag: 'Online payments',
    access: staffOnly.sales,
    responses: { 200: z.array(transfer) },
  }),
  confirmTransfer: endpoint({
    method: 'POST',
    path: 'admin/transfers/:id/confirm',
    summary: 'Confirm a transfer: records the payment (receipt mail, schedule updated)',
    tag: 'Online payments',
    access: staffOnly.sales,
    audit: { resource: 'transfers', id: 'id' },
    refusals: { 409: 'Already confirmed or refused, or the instalment was paid meanwhile' },
    params: idParams,
    responses: { 200: transfer },
  }),
  refuseTransfer: endpoint({
    method: 'POST',
    path: 'admin/transfers/:id/refuse',
    summary: 'Refuse a transfer with the reason the customer reads',
    tag: 'Online payments',
    access: staffOnly.sales,
    audit: { resource: 'transfers', id: 'id' },
    refusals: { 409: 'Already confirmed or refused' },
    params: idParams,
    body: transferRefuseSchema,
    responses: { 200: transfer },
  }),
  events: endpoint({
    method: 'GET',
    path: 'admin/payment-events',
    summary: 'What the providers said, newest first; ?attention=1 for those a person must settle',
    tag: 'Online payments',
    access: staffOnly.sales,
    query: z.object({ attention: z.enum(['0', '1']).optional() }),
    responses: { 200: z.array(paymentEvent) },
  }),
  resolve: endpoint({
    method: 'POST',
    path: 'admin/payment-events/:id/resolve',
    summary: 'Mark an event that needed a person as dealt with',
    tag: 'Online payments',
    access: staffOnly.sales,
    audit: { resource: 'payment-events', id: 'id' },
    refusals: { 409: 'Already dealt with, or never needed a person' },
    params: idParams,
    responses: { 200: paymentEvent },
  }),
  refund: endpoint({
    method: 'POST',
    path: 'admin/payments/:id/refund',
    summary: "Refund a Paymob payment through Paymob's refund API, recorded as a negative payment",
    tag: 'Online payments',
    access: staffOnly.sales,
    audit: { resource: 'payments' },
    refusals: { 409: 'Not a Paymob payment, or more than is left of it' },
    params: idParams,
    body: refundSchema,
    responses: { 201: payment },
  }),
  reconciliation: endpoint({
    method: 'GET',
    path: 'admin/payment-reconciliation',
    summary: 'One day and provider: what the provider said and what was recorded, differences first',
    tag: 'Online payments',
    access: staffOnly.sales,
    query: z.object({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      provider: z.enum(onlinePaymentWays),
    }),
    responses: { 200: z.array(reconciliationRow) },
  }),
} as const;

export type OnlinePaymentAttempt = z.output<typeof onlinePaymentAttempt>;
export type PayOptions = z.output<typeof payOptions>;
export type PaymentEvent = z.output<typeof paymentEvent>;
export type ReconciliationRow = z.output<typeof reconciliationRow>;
export type Transfer = z.output<typeof transfer>;
