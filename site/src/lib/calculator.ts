// The price calculator of /writeDetails (SPEC.md section 2): Meters × Price per Meter = Total Price.
import { formatDollars } from '@fitout/shared';

/** A field's number; anything that is not a finite number (empty, letters, "1e999") counts as 0. */
export function toAmount(input: string): number {
  const text = input.trim();
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** The total as the page shows it: `$` with 2 decimals. */
export function totalPrice(meters: string, pricePerMeter: string): string {
  const total = toAmount(meters) * toAmount(pricePerMeter);
  return formatDollars(Number.isFinite(total) ? total : 0);
}
