// The editor's figures while staff type: the server's own arithmetic (shared quotes/totals.ts) on what the fields hold
// now. The server computes them again when the draft is saved and stays the authority; a field that is not yet a
// number counts as nothing here and is named by the server on save.
import { egpToPiastres, lineTotal, quoteTotals, type Totals, toMilli } from '@fitout/shared';

export type LineInput = { quantity: string; unit_price: string; optional: boolean };

/** A line's figures when both fields hold numbers the API reads, else null. */
export function lineFigures(line: LineInput): { quantityMilli: number; unitPrice: number } | null {
  const quantity = Number(line.quantity.trim().replace(',', '.'));
  const unitPrice = egpToPiastres(line.unit_price);
  if (line.quantity.trim() === '' || !Number.isFinite(quantity) || quantity <= 0 || unitPrice === null) return null;
  return { quantityMilli: toMilli(quantity), unitPrice };
}

/** A line's amount as typed (null: not yet a figure). */
export const liveLineTotal = (line: LineInput): number | null => {
  const figures = lineFigures(line);
  return figures ? lineTotal(figures) : null;
};

/**
 * The totals as the customer first sees them (optional lines left out) and with every optional line taken, from the
 * fields as typed, at the VAT rate the draft takes.
 */
export function liveTotals(lines: LineInput[], discountText: string, vatRate: number): { required: Totals; everything: Totals } {
  const figures = lines.map((line, index) => {
    const parsed = lineFigures(line);
    return { id: index, optional: line.optional, quantityMilli: parsed?.quantityMilli ?? 0, unitPrice: parsed?.unitPrice ?? 0 };
  });
  const discount = discountText.trim() === '' ? 0 : (egpToPiastres(discountText) ?? 0);
  const vatRateBp = Math.round(vatRate * 100);
  return {
    required: quoteTotals(figures, new Set(), discount, vatRateBp),
    everything: quoteTotals(figures, new Set(figures.map((line) => line.id)), discount, vatRateBp),
  };
}
