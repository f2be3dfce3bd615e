import { describe, expect, it } from 'vitest';
import { orderProblems } from './orderCheck.ts';
import { emptyOrder, orderChoices, orderDetailRows, orderFormData, orderRowText, type Order, type OrderValues } from './orders.ts';

const complete: OrderValues = emptyOrder({
  full_name: 'Mona Hassan',
  phone: '01001234567',
  governorate: 'Cairo',
  city: 'New Cairo',
  area: 'Fifth Settlement',
  typeunit: 'Apartment',
  requiredworks: 'Execution and Design',
  skills: 'Quickexecution',
  conditionoftheunit: '3/4finished',
  space: '140',
  numberroom: '3',
  numberbathroom: '2',
  package: 'Classic Apartment',
});

describe("the 'Order' form", () => {
  it('offers the option lists of SPEC.md with their labels', () => {
    expect(orderChoices.typeunit.map((o) => o.value)).toEqual(['Apartment', 'Full House', 'Villa', 'Roof', 'Administrative', 'Commercial Shop']);
    expect(orderChoices.requiredworks.map((o) => o.value)).toEqual(['Execution only', 'Execution and Design', 'Supervision']);
    expect(orderChoices.skills).toContainEqual({ value: 'Quickexecution', label: 'Quick execution' });
    expect(orderChoices.conditionoftheunit).toContainEqual({ value: '3/4finished', label: '3/4 finished' });
  });

  it("says 'All Fields Are Required To Create A Package' when any required field is empty", () => {
    for (const field of ['full_name', 'city', 'typeunit', 'space', 'numberbathroom'] as const) {
      const problem = orderProblems({ ...complete, [field]: '' });
      expect(problem?.message).toBe('All Fields Are Required To Create A Package');
      expect(problem?.fields).toEqual({ [field]: 'This field is required.' });
    }
  });

  it('says so in Arabic on an Arabic page, by the refusals’ codes (issue 37)', () => {
    const problem = orderProblems({ ...complete, city: '', space: 'big' }, 'ar');
    expect(problem?.message).toBe('جميع الحقول مطلوبة لإنشاء الطلب');
    expect(problem?.fields.city).toBe('هذا الحقل مطلوب.');
    expect(problem?.fields.space).toMatch(/[\u0600-\u06ff]/);
  });

  it('does not check the Note, and accepts a complete order', () => {
    expect(orderProblems({ ...complete, description: '' })).toBeNull();
  });

  it('refuses a space or a room count that is not a number', () => {
    expect(orderProblems({ ...complete, space: 'big' })).toEqual({
      message: 'A valid number is required.',
      fields: { space: 'A valid number is required.' },
    });
    expect(orderProblems({ ...complete, numberroom: '2.5' })?.fields.numberroom).toBe('A valid integer is required.');
  });

  it("sends the customer's user_id, the booked package and the status 'Active'", () => {
    const form = orderFormData({ ...complete, city: '  New Cairo ' }, 7);
    expect(form.get('user_id')).toBe('7');
    expect(form.get('package')).toBe('Classic Apartment');
    expect(form.get('post_status')).toBe('Active');
    expect(form.get('city')).toBe('New Cairo');
  });
});

const order: Order = {
  id: 4,
  slug: 'x1',
  user_id: 7,
  stage: 'new',
  history: [],
  waiting: [],
  contact: null,
  ...complete,
  space: 140,
  numberroom: 3,
  numberbathroom: 2,
  description: 'Keys with the doorman.',
  post_status: 'Active',
  date: '2026-03-05T12:30:00Z',
};

describe('orders list and details', () => {
  it("shows a row as 'full_name (typeunit)'", () => {
    expect(orderRowText(order)).toBe('Mona Hassan (Apartment)');
  });

  it("lists the details under the spec's labels, in its order, with option labels", () => {
    const rows = orderDetailRows(order);
    expect(rows.map((r) => r.label)).toEqual([
      'Full Name',
      'Phone',
      'Governorate',
      'City',
      'The Area',
      'Type of Residential Unit',
      'Required Works',
      'Skills',
      'Condition of the Unit',
      'Space',
      'Number of Rooms',
      'Number of Bathrooms',
      'Package',
      'Note',
    ]);
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value('Skills')).toBe('Quick execution');
    expect(value('Condition of the Unit')).toBe('3/4 finished');
    expect(value('Space')).toBe('140');
    expect(value('Note')).toBe('Keys with the doorman.');
  });
});
