import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import OrderContact from './OrderContact.tsx';
import type { Order } from './orders.ts';

const order = (contact: Order['contact']) => ({ contact }) as Order;
const render = (contact: Order['contact'], lang: 'en' | 'ar') => renderToStaticMarkup(createElement(OrderContact, { order: order(contact), lang }));

describe("an order's contact, as its customer reads it", () => {
  it('names the staff member looking after it, with their photo when they have one, in English and Arabic', () => {
    const english = render({ name: 'Hana Fathy', image: 'https://media.example.com/hana.jpg' }, 'en');
    expect(english).toContain('Your contact');
    expect(english).toContain('Hana Fathy');
    expect(english).toContain('src="https://media.example.com/hana.jpg"');
    const arabic = render({ name: 'هناء فتحي', image: null }, 'ar');
    expect(arabic).toContain('مسؤول المتابعة');
    expect(arabic).toContain('هناء فتحي');
    expect(arabic).not.toContain('<img');
  });
  it('shows nothing until someone is assigned', () => {
    expect(render(null, 'en')).toBe('');
  });
});
