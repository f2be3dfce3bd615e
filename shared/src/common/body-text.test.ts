import { describe, expect, it } from 'vitest';
import { apiMessages } from './messages.ts';
import { bodyText } from './body-text.ts';

describe('a text field of a JSON body', () => {
  it('is trimmed, and a required one may not be blank or missing', () => {
    expect(bodyText(10).parse('  tiles  ')).toBe('tiles');
    expect(bodyText(10).safeParse('   ').error?.issues[0].message).toBe(apiMessages.required);
    expect(bodyText(10).safeParse(undefined).error?.issues[0].message).toBe(apiMessages.required);
  });

  it('may be left out when optional, reading as empty, but not sent as another type', () => {
    expect(bodyText(10, false).parse(undefined)).toBe('');
    expect(bodyText(10, false).safeParse(null).error?.issues[0].message).toBe(apiMessages.required);
  });

  it('is at most its length once trimmed', () => {
    expect(bodyText(3).parse(' abc ')).toBe('abc');
    expect(bodyText(3).safeParse('abcd').error?.issues[0].message).toBe(apiMessages.tooLong(3));
  });
});
