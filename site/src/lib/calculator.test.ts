import { describe, expect, it } from 'vitest';
import { toAmount, totalPrice } from './calculator.ts';

describe('the price calculator', () => {
  it('multiplies meters by the price per meter and shows dollars with two decimals', () => {
    expect(totalPrice('120', '35.5')).toBe('$4260.00');
    expect(totalPrice('2.5', '3')).toBe('$7.50');
    expect(totalPrice('1', '0.005')).toBe('$0.01');
  });

  it('counts a field that is not a number as 0', () => {
    expect(totalPrice('abc', '10')).toBe('$0.00');
    expect(totalPrice('10', '')).toBe('$0.00');
    expect(totalPrice('12m', '10')).toBe('$0.00');
    expect(toAmount('  ')).toBe(0);
    expect(toAmount('Infinity')).toBe(0);
  });

  it('keeps a product too large to show from turning into Infinity', () => {
    expect(totalPrice('1e200', '1e200')).toBe('$0.00');
  });

  it('reads numbers with spaces around them', () => {
    expect(toAmount(' 42 ')).toBe(42);
    expect(totalPrice(' 4 ', '2.25')).toBe('$9.00');
  });
});
