// The canonical content of a quote as shown to the customer, and its SHA-256: what an acceptance is bound to.
// One JSON text, keys in the fixed order written here, no spaces, UTF-8; every text in both languages (so the hash
// does not depend on the page's language), every figure in whole piastres, lines in their order with the optional
// ones left out marked `included: false`. docs/api.md describes it for anyone checking a stored hash.
import { createHash } from 'node:crypto';
import type { Quote } from '@fitout/shared/contract';

export const CONTENT_FORMAT = 'fitout-quote/1';

export function canonicalContent(quote: Quote): string {
  return JSON.stringify({
    format: CONTENT_FORMAT,
    order_id: quote.order_id,
    version: quote.version,
    currency: 'EGP',
    amounts_in: 'piastres',
    valid_until: quote.valid_until,
    lines: quote.lines.map((line) => ({
      id: line.id,
      description: line.description,
      description_ar: line.description_ar,
      quantity: line.quantity,
      unit: line.unit,
      unit_ar: line.unit_ar,
      unit_price: line.unit_price,
      total: line.total,
      optional: line.optional,
      included: line.included,
    })),
    totals: {
      subtotal: quote.totals.subtotal,
      discount: quote.totals.discount,
      taxable: quote.totals.taxable,
      vat_rate: quote.totals.vat_rate,
      vat: quote.totals.vat,
      total: quote.totals.total,
    },
    schedule: quote.schedule.map((step) => ({
      label: step.label,
      label_ar: step.label_ar,
      percent: step.percent,
      due: step.due,
      amount: step.amount,
    })),
    terms: quote.terms,
    terms_ar: quote.terms_ar,
  });
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
