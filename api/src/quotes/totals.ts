// A quote's arithmetic lives in shared (shared/src/quotes/totals.ts) so that the console's quote editor shows the very
// totals the server will compute while staff type; the server stays the authority (it computes them again on save).
export { fromBp, fromMilli, lineTotal, milestoneAmounts, quoteTotals, toBp, toMilli, type LineFigures, type Totals } from '@fitout/shared';
