// Quotes and payments on an order (issue 24): staff (owner and sales) write, send and revise quotes and record
// payments in the console; the order's customer reads the current quote, picks its optional lines and answers it.
import { z } from '../common/zod.ts';
import { paymentSchema, quoteAcceptSchema, quoteChangesSchema, quoteDeclineSchema, quoteDraftSchema, quoteQuery } from '../quotes/schemas.ts';
import { milestoneDueOptions, milestoneStates, paymentMethodOptions, quoteStatuses } from '../quotes/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams, slugParams } from './params.ts';

const id = z.int().positive();
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().describe('A date, YYYY-MM-DD');

export const quoteLine = z.object({
  id,
  description: z.string(),
  description_ar: z.string(),
  quantity: z.number().describe('Up to 3 decimals'),
  unit: z.string(),
  unit_ar: z.string().describe('The unit in Arabic; empty when staff left it out'),
  unit_price: piastres,
  total: piastres.describe('quantity × unit_price, rounded half up to a piastre'),
  optional: z.boolean().describe('The customer may take it or leave it'),
  included: z.boolean().describe('Counted in the totals: a required line, or an optional one taken'),
});

export const quoteTotals = z.object({
  subtotal: piastres.describe('The included lines'),
  discount: piastres,
  taxable: piastres.describe('subtotal − discount'),
  vat_rate: z.number().describe('Percent, e.g. 14'),
  vat: piastres.describe('taxable × vat_rate, rounded half up once for the whole quote'),
  total: piastres.describe('taxable + vat'),
});

export const milestone = z.object({
  id,
  label: z.string(),
  label_ar: z.string(),
  percent: z.number().describe('Share of the total; the schedule adds up to 100'),
  due: z.enum(milestoneDueOptions.map((option) => option.value) as [string, ...string[]]),
  amount: piastres.describe('Its share of the total; the last milestone takes the rounding so that the amounts add up to the total'),
});

export const quoteAnswer = z.object({
  kind: z.enum(['accepted', 'declined', 'changes_requested']),
  version: z.int(),
  options: z.array(id).describe('The optional lines taken'),
  totals: quoteTotals,
  full_name: z.string().describe('As typed (acceptance); empty otherwise'),
  note: z.string().describe('The reason of a decline, or the changes asked for'),
  answered_at: isoDate,
  ip: z.string(),
  user_agent: z.string(),
  content_sha256: z.string().describe('SHA-256 (hex) of the canonical content of the quote as shown (docs/api.md)'),
});

export const quote = z.object({
  id,
  order_id: id,
  order_slug: z.string(),
  version: z.int(),
  status: z.enum(quoteStatuses),
  current: z.boolean().describe('The version the customer answers (the newest sent one)'),
  expired: z.boolean().describe('Past its validity date'),
  valid_until: day,
  terms: z.string(),
  terms_ar: z.string(),
  lines: z.array(quoteLine),
  schedule: z.array(milestone),
  options: z.array(id).describe('The optional lines counted in these totals'),
  totals: quoteTotals,
  answer: quoteAnswer.nullable(),
  created_at: isoDate,
  sent_at: isoDate.nullable(),
});

export const payment = z.object({
  id,
  order_id: id,
  amount: piastres,
  paid_on: day,
  method: z.enum(paymentMethodOptions.map((option) => option.value) as [string, ...string[]]),
  reference: z.string(),
  provider: z.string().describe("Who took it: 'manual' for staff records; a gateway's name later"),
  idempotency_key: z.string().nullable(),
  recorded_at: isoDate,
});

/** What the order's accepted quote asks for, and what came in. */
export const paymentAccount = z.object({
  version: z.int().nullable().describe('The accepted quote; null before acceptance'),
  total: piastres.nullable(),
  paid: piastres,
  remaining: piastres.nullable(),
  milestones: z.array(
    milestone.extend({
      paid: piastres.describe('What the payments cover of it, oldest milestone first'),
      change: z.int().nullable().describe("The change order's number, for a change's own instalment; null for the quote's milestones"),
      state: z.enum(milestoneStates),
    }),
  ),
  payments: z.array(payment).describe('Oldest first'),
});

/** A draft's content as the console's form holds it (the body of create and update). */
export const quoteDraft = z.object({
  lines: z.array(quoteLine.omit({ id: true, total: true, included: true })),
  discount: piastres,
  valid_until: day,
  terms: z.string(),
  terms_ar: z.string(),
  schedule: z.array(milestone.omit({ id: true, amount: true })),
});

const staffTag = 'Quotes';

/**
 * A version's content in the shape staff write it, from the version as the API answers it: the console's editor and a
 * revision start from it, the audit log compares it. The totals' discount is the one written: a draft is saved only
 * with its discount within its required lines, which every reading of it counts.
 */
export const quoteDraftOf = (quote: Quote): QuoteDraftRecord => ({
  lines: quote.lines.map(({ description, description_ar, quantity, unit, unit_ar, unit_price, optional }) => ({
    description,
    description_ar,
    quantity,
    unit,
    unit_ar,
    unit_price,
    optional,
  })),
  discount: quote.totals.discount,
  valid_until: quote.valid_until,
  terms: quote.terms,
  terms_ar: quote.terms_ar,
  schedule: quote.schedule.map(({ label, label_ar, percent, due }) => ({ label, label_ar, percent, due })),
});

export const quotes = {
  list: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/quotes',
    summary: "Every version of an order's quote, newest first, drafts and answers included",
    tag: staffTag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: z.array(quote) },
  }),
  prefill: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/quotes/prefill',
    summary: "A draft's content to start from: the newest version's, else the ordered package's price and components",
    tag: staffTag,
    access: staffOnly.sales,
    params: idParams,
    responses: {
      200: quoteDraft.extend({ vat_rate: z.number().describe("The VAT rate (percent) a draft written now takes: the editor's live totals use it") }),
    },
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/quotes',
    summary: 'Write a draft (the next version); one draft per order, none once a quote is accepted',
    tag: staffTag,
    access: staffOnly.sales,
    audit: { resource: 'quotes' },
    refusals: { 409: 'The order already has a draft, or an accepted quote' },
    params: idParams,
    body: quoteDraftSchema,
    responses: { 201: quote },
  }),
  one: endpoint({
    method: 'GET',
    path: 'admin/quotes/:id',
    summary: 'One version',
    tag: staffTag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: quote },
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/quotes/:id',
    summary: 'Replace a draft (409 once sent: a sent quote never changes)',
    tag: staffTag,
    access: staffOnly.sales,
    audit: { resource: 'quotes', id: 'id' },
    refusals: { 409: 'The quote was sent: a sent quote never changes' },
    params: idParams,
    body: quoteDraftSchema,
    responses: { 200: quote },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'admin/quotes/:id',
    summary: 'Discard a draft',
    tag: staffTag,
    access: staffOnly.sales,
    audit: { resource: 'quotes', id: 'id' },
    refusals: { 409: 'The quote is not a draft' },
    params: idParams,
    responses: { 204: z.null() },
  }),
  send: endpoint({
    method: 'POST',
    path: 'admin/quotes/:id/send',
    summary: 'Send a draft: it supersedes the previous version, the order becomes quoted, the customer is mailed',
    tag: staffTag,
    access: staffOnly.sales,
    audit: { resource: 'quotes', id: 'id' },
    refusals: { 409: 'The quote is not a draft, or another version was accepted' },
    params: idParams,
    responses: { 200: quote },
  }),
  current: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/quote/',
    summary: "The order's current quote (or ?version= another sent one), totals for the optional lines in ?options=",
    tag: staffTag,
    access: 'user',
    params: slugParams,
    query: quoteQuery,
    responses: { 200: quote },
  }),
  accept: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/quote/accept/',
    summary: 'Accept the version named (409 when it is not the current one), with the options taken, typed name and terms',
    tag: staffTag,
    access: 'user',
    refusals: { 409: 'The quote was answered already, superseded by a newer version, or expired' },
    params: slugParams,
    body: quoteAcceptSchema,
    responses: { 200: quote },
  }),
  decline: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/quote/decline/',
    summary: 'Decline the version named, with a reason',
    tag: staffTag,
    access: 'user',
    refusals: { 409: 'The quote was answered already, superseded by a newer version, or expired' },
    params: slugParams,
    body: quoteDeclineSchema,
    responses: { 200: quote },
  }),
  changes: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/quote/changes/',
    summary: 'Ask for changes to the version named, with a note',
    tag: staffTag,
    access: 'user',
    refusals: { 409: 'The quote was answered already, superseded by a newer version, or expired' },
    params: slugParams,
    body: quoteChangesSchema,
    responses: { 200: quote },
  }),
} as const;

export const payments = {
  account: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/payments',
    summary: "The accepted quote's milestones (paid, due, outstanding) and the payments recorded",
    tag: 'Payments',
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: paymentAccount },
  }),
  record: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/payments',
    summary: 'Record a payment received (mails the customer a receipt); the same idempotency_key again answers the first (200)',
    tag: 'Payments',
    access: staffOnly.sales,
    audit: { resource: 'payments' },
    refusals: { 409: 'The order has no accepted quote to pay against' },
    params: idParams,
    body: paymentSchema,
    responses: { 201: payment, 200: payment },
  }),
  mine: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/payments/',
    summary: "Your order's milestones (paid, due, outstanding) and payments",
    tag: 'Payments',
    access: 'user',
    params: slugParams,
    responses: { 200: paymentAccount },
  }),
} as const;

export type QuoteDraftRecord = z.output<typeof quoteDraft>;
export type Quote = z.output<typeof quote>;
export type QuoteLine = z.output<typeof quoteLine>;
export type QuoteTotals = z.output<typeof quoteTotals>;
export type Payment = z.output<typeof payment>;
export type PaymentAccount = z.output<typeof paymentAccount>;
