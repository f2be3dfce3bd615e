import { describe, expect, it } from 'vitest';
import { apiMessages, messages, orderFieldLabels } from '@fitout/shared';
import { orderLabels, optionText } from '../islands/customer/orders/orders.ts';
import { formWords, inArabic, say } from './forms.ts';

describe('form messages in Arabic', () => {
  it('keeps English exactly as sent', () => {
    for (const text of [messages.signedIn, apiMessages.required, 'Something nobody mapped']) expect(say('en', text)).toBe(text);
    expect(formWords('en').loginButton).toBe('Login');
    expect(formWords('en').createOrder).toBe('Create Order');
    expect(orderLabels.en).toBe(orderFieldLabels);
  });

  it("gives the Arabic of the spec's known sentences (the API's refusals are worded by code)", () => {
    expect(say('ar', apiMessages.required)).toBe('هذا الحقل مطلوب.');
    expect(say('ar', messages.signedIn)).toBe('تم تسجيل الدخول بنجاح');
    expect(say('ar', messages.orderCreated)).toBe('تم إنشاء الطلب بنجاح!');
    expect(say('ar', messages.emptyList('order'))).toBe('لا توجد طلبات لعرضها.');
  });

  it('translates messages with a value inside, the value kept', () => {
    expect(inArabic(messages.genericError('Network Error'))).toBe('خطأ: خطأ في الاتصال بالشبكة');
    expect(inArabic(messages.errorFetchingProfile('timeout of 50000ms exceeded'))).toBe('خطأ في جلب الملف الشخصي timeout of 50000ms exceeded');
  });

  it('shows an unknown message as it was sent', () => {
    expect(say('ar', 'A brand new server sentence.')).toBe('A brand new server sentence.');
  });

  it('has every word in both languages', () => {
    expect(Object.keys(formWords('ar')).sort()).toEqual(Object.keys(formWords('en')).sort());
    for (const value of Object.values(formWords('ar'))) if (typeof value === 'string') expect(value).not.toBe('');
  });

  it('labels order options in Arabic by their stored value, unknown values as their English label', () => {
    expect(optionText('ar', 'Villa', 'Villa')).toBe('فيلا');
    expect(optionText('ar', 'Castle', 'Castle')).toBe('Castle');
    expect(optionText('en', 'Quickexecution', 'Quick execution')).toBe('Quick execution');
  });
});
