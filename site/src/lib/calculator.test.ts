import { describe, expect, it } from 'vitest';
import { calculatorCopy, isNegative, toAmount, totalPrice } from './calculator.ts';

describe('the price calculator', () => {
  it('multiplies meters by the price per meter and shows dollars with two decimals', () => {
    expect(totalPrice('120', '35.5')).toBe('$4,260.00');
    expect(totalPrice('2.5', '3')).toBe('$7.50');
    expect(totalPrice('1', '0.005')).toBe('$0.01');
  });

  it('groups thousands', () => {
    expect(totalPrice('1000', '1234.5')).toBe('$1,234,500.00');
  });

  it('refuses a negative field: no total, never "$-10.00"', () => {
    expect(totalPrice('-1', '10')).toBe('—');
    expect(totalPrice('10', '-0.5')).toBe('—');
    expect(isNegative('-3')).toBe(true);
    expect(isNegative('0')).toBe(false);
    expect(isNegative('abc')).toBe(false);
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

describe('the Arabic price calculator', () => {
  it('shows the total with Egyptian Arabic digits', () => {
    expect(totalPrice('120', '35.5', 'ar')).toContain('٤٬٢٦٠٫٠٠');
    expect(totalPrice('', '', 'ar')).toContain('٠٫٠٠');
  });

  it('reads numbers typed with Arabic digits and the Arabic decimal separator', () => {
    expect(toAmount('١٢٠', 'ar')).toBe(120);
    expect(toAmount('٢٫٥', 'ar')).toBe(2.5);
    expect(toAmount('۳۵', 'ar')).toBe(35);
    expect(totalPrice('١٢٠', '٣٥٫٥', 'ar')).toBe(totalPrice('120', '35.5', 'ar'));
    expect(toAmount('١٢م', 'ar')).toBe(0);
  });

  it('leaves the English page as the spec has it', () => {
    expect(toAmount('١٢٠')).toBe(0);
    expect(totalPrice('120', '35.5', 'en')).toBe('$4,260.00');
    expect(calculatorCopy.en).toMatchObject({ meters: 'Meters', price: 'Price per Meter', total: 'Total Price', reset: 'Reset' });
  });

  it('has every label in Arabic', () => {
    for (const key of Object.keys(calculatorCopy.en) as (keyof typeof calculatorCopy.en)[]) {
      expect(calculatorCopy.ar[key]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("the calculator's total", () => {
  it('is written as the site writes it elsewhere (i18n/ui.ts formatTotal), in both languages', async () => {
    const { formatTotal } = await import('../i18n/ui.ts');
    for (const [meters, price] of [
      ['120', '35.5'],
      ['0', '0'],
      ['1234567', '89.99'],
    ]) {
      expect(totalPrice(meters, price, 'en')).toBe(formatTotal('en', Number(meters) * Number(price)));
      expect(totalPrice(meters, price, 'ar')).toBe(formatTotal('ar', Number(meters) * Number(price)));
    }
  });
});
