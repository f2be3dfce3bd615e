// Orders in the customer area: the answer shape, the 'Order' form's fields, options and rules, the list's
// row text and the details table (SPEC.md sections 2, 3, 5 and 7).
import {
  arabicDigits,
  DEFAULT_STATUS,
  formatQuantity,
  governorateOptions,
  optionLabel,
  optionLabelsAr,
  orderChoices,
  orderFieldLabels,
  orderFieldLabelsAr,
  typeUnitOptions,
} from '@fitout/shared';
import type { Order } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/forms.ts';

export type { Order };
export { orderChoices };

export type OrderField = keyof typeof orderFieldLabels;

/** The order's field labels (the spec's English ones on English pages). Here, not with the forms' words: only the order screens need them. */
export const orderLabels: Record<Lang, Record<OrderField, string>> = { en: orderFieldLabels, ar: orderFieldLabelsAr };

/** An option's label in `lang` from its stored value and English label. */
export const optionText = (lang: Lang, value: string, englishLabel: string) =>
  lang === 'ar' ? ((optionLabelsAr as Record<string, string>)[value] ?? englishLabel) : englishLabel;
export type OrderValues = Record<OrderField, string>;

export type ChoiceField = keyof typeof orderChoices;
export const isChoiceField = (field: string): field is ChoiceField => field in orderChoices;

/** Every field the form checks (the Note is marked required in the form but not checked, SPEC.md section 5). */
export const requiredOrderFields: readonly OrderField[] = [
  'full_name',
  'phone',
  'governorate',
  'city',
  'area',
  'typeunit',
  'requiredworks',
  'skills',
  'conditionoftheunit',
  'space',
  'numberroom',
  'numberbathroom',
];

export const emptyOrder = (prefill: Partial<OrderValues> = {}): OrderValues => ({
  full_name: '',
  phone: '',
  governorate: '',
  city: '',
  area: '',
  typeunit: '',
  requiredworks: '',
  skills: '',
  conditionoftheunit: '',
  space: '',
  numberroom: '',
  numberbathroom: '',
  description: '',
  package: '',
  ...prefill,
});

/** The create call's multipart body (SPEC.md section 7, registerorder/create/). */
export function orderFormData(values: OrderValues, userId: number): FormData {
  const form = new FormData();
  form.set('user_id', String(userId));
  for (const [field, value] of Object.entries(values)) form.set(field, value.trim());
  form.set('post_status', DEFAULT_STATUS);
  return form;
}

/** An option's label in `lang` from its stored value. */
export const choiceLabel = (lang: Lang, field: ChoiceField, value: string) => optionText(lang, value, optionLabel(orderChoices[field], value));

/** The option lists of a choice field with their labels in `lang`. */
export const choiceOptions = (lang: Lang, field: ChoiceField) =>
  orderChoices[field].map((option) => ({ value: option.value, label: optionText(lang, option.value, option.label) }));

/** A row of 'Orders List': full_name (typeunit). */
export const orderRowText = (order: Pick<Order, 'full_name' | 'typeunit'>, lang: Lang = 'en') =>
  `${order.full_name} (${lang === 'en' ? optionLabel(typeUnitOptions, order.typeunit) : choiceLabel(lang, 'typeunit', order.typeunit)})`;

/**
 * An order's name (issue 37): the package and the place, not the customer's own name ("Gold Package · District 3,
 * 6th of October"); the package's Arabic title on Arabic pages when it has one; the type of unit when no package
 * was chosen. The place is as the customer typed it.
 */
export function orderName(order: Pick<Order, 'package' | 'package_ar' | 'typeunit' | 'area' | 'city'>, lang: Lang = 'en') {
  const what =
    (lang === 'ar' && order.package_ar) ||
    order.package ||
    (lang === 'en' ? optionLabel(typeUnitOptions, order.typeunit) : choiceLabel(lang, 'typeunit', order.typeunit));
  return { what, where: [order.area, order.city].filter(Boolean).join(lang === 'ar' ? '، ' : ', ') };
}

/** The details table: the spec's labels in its order, option values shown by their labels. */
export function orderDetailRows(order: Order, lang: Lang = 'en'): { field: OrderField; label: string; value: string }[] {
  return (Object.keys(orderFieldLabels) as OrderField[]).map((field) => {
    const raw = order[field];
    const text = raw === null || raw === undefined ? '' : String(raw);
    return {
      field,
      label: orderLabels[lang][field],
      value: isChoiceField(field) ? choiceLabel(lang, field, text) : shownIn(lang, field, text, order),
    };
  });
}

/** The fields typed in: on Arabic pages numbers in Arabic digits, a governorate and the package by their Arabic names (issue 37). */
function shownIn(lang: Lang, field: OrderField, text: string, order: Pick<Order, 'package_ar'>): string {
  if (lang === 'en') return text;
  // A phone's groups stay left to right: the spaces between Arabic digits are held between left-to-right marks.
  if (field === 'phone') return arabicDigits(text).split(' ').join('\u200e \u200e');
  if (field === 'space' || field === 'numberroom' || field === 'numberbathroom') {
    return text.trim() !== '' && Number.isFinite(Number(text)) ? formatQuantity(Number(text), 'ar') : arabicDigits(text);
  }
  if (field === 'governorate') return governorateOptions.find((option) => option.value.toLowerCase() === text.trim().toLowerCase())?.labelAr ?? text;
  if (field === 'package') return order.package_ar || text;
  return text;
}
