// A quote's figures, in whole piastres with integer arithmetic only (docs/decisions.md states the rounding):
// a line is quantity × unit price rounded half up to the piastre; VAT is rounded half up once, on the whole taxable
// amount; each milestone is its share of the total rounded down, the last one taking what is left, so the schedule
// always adds up to the total exactly.

/** n / d rounded half up (away from zero for the non-negative amounts used here), exactly. */
const divideRoundingHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

export type LineFigures = { quantityMilli: number; unitPrice: number; optional: boolean; id?: number };

export function lineTotal(line: Pick<LineFigures, 'quantityMilli' | 'unitPrice'>): number {
  return Number(divideRoundingHalfUp(BigInt(line.quantityMilli) * BigInt(line.unitPrice), 1000n));
}

export type Totals = { subtotal: number; discount: number; taxable: number; vat_rate: number; vat: number; total: number };

/** The totals of the lines counted: every required line, and the optional ones whose ids are in `taken`. */
export function quoteTotals(lines: LineFigures[], taken: ReadonlySet<number>, discount: number, vatRateBp: number): Totals {
  const subtotal = lines.filter((line) => !line.optional || taken.has(line.id ?? -1)).reduce((sum, line) => sum + lineTotal(line), 0);
  // Never below zero, whatever is left out: the discount is checked against the required lines when written.
  const applied = Math.min(discount, subtotal);
  const taxable = subtotal - applied;
  const vat = Number(divideRoundingHalfUp(BigInt(taxable) * BigInt(vatRateBp), 10_000n));
  return { subtotal, discount: applied, taxable, vat_rate: vatRateBp / 100, vat, total: taxable + vat };
}

/** Each share's amount of `total`: rounded down, the last taking the remainder. */
export function milestoneAmounts(total: number, sharesBp: number[]): number[] {
  const amounts = sharesBp.map((share) => Number((BigInt(total) * BigInt(share)) / 10_000n));
  if (amounts.length) amounts[amounts.length - 1] = total - amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0);
  return amounts;
}

/** A quantity as thousandths (the input has at most 3 decimals), and back. */
export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;
/** A percent as basis points (at most 2 decimals), and back. */
export const toBp = (percent: number) => Math.round(percent * 100);
export const fromBp = (bp: number) => bp / 100;
