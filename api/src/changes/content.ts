// The canonical content of a change order as shown to the customer, and its SHA-256: what an approval is bound to.
// One JSON text, keys in the fixed order written here, no spaces, UTF-8; every text in both languages, every figure in
// whole piastres; the contract and the completion date as they stood when it was answered. docs/api.md describes it.
import type { ChangeOrder } from '@fitout/shared/contract';

export const CHANGE_CONTENT_FORMAT = 'fitout-change/1';

export function canonicalChangeContent(change: ChangeOrder): string {
  return JSON.stringify({
    format: CHANGE_CONTENT_FORMAT,
    order_id: change.order_id,
    number: change.number,
    currency: 'EGP',
    amounts_in: 'piastres',
    reason: change.reason,
    reason_ar: change.reason_ar,
    lines: change.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      description: line.description,
      description_ar: line.description_ar,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      total: line.total,
    })),
    totals: {
      added: change.totals.added,
      removed: change.totals.removed,
      net: change.totals.net,
      vat_rate: change.totals.vat_rate,
      vat: change.totals.vat,
      total: change.totals.total,
    },
    contract_before: change.contract_before,
    contract_after: change.contract_after,
    days_added: change.days_added,
    completion_before: change.completion_before,
    completion_after: change.completion_after,
    schedule: change.schedule,
    stage: change.stage,
    answer_by: change.answer_by,
  });
}
