import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { orderFieldLabels } from '@fitout/shared';

export type OrderField = keyof typeof orderFieldLabels;

/** The message key of an order field's label (console.orders.fields.*, SPEC.md section 2). */
export const fieldLabel = (field: OrderField) => `console.orders.fields.${field}`;

/** The label of a stored option value (console.orders.options.*); unknown values are shown as they are. */
export const optionKey = (value: string) => `console.orders.options.${value}`;

/** Option values and statuses in the console's language. */
export function useOrderWords() {
  const translate = useTranslate();
  const option = useCallback((value: string) => translate(optionKey(value), { _: value }), [translate]);
  const status = useCallback((value: string) => translate(`console.orders.statuses.${value}`, { _: value }), [translate]);
  return { option, status };
}
