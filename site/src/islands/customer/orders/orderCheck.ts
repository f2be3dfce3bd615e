// The order form's check, with the shared schema the API applies too. Its own module: the schema's validation library
// loads when someone starts filling the form in (CreateOrderPage.tsx), not with every page of the customer area.
import { apiMessages, messages, orderSchema } from '@fitout/shared';
import { type OrderField, type OrderValues, requiredOrderFields } from './orders.ts';

/**
 * The form's check, with the shared schema the API applies too: null when the order may be sent, else the
 * message to show ('All Fields Are Required To Create A Package' for anything missing) and the fields at fault.
 */
export function orderProblems(values: OrderValues): { message: string; fields: Partial<Record<OrderField, string>> } | null {
  const result = orderSchema.safeParse(values);
  if (result.success) return null;
  const fields: Partial<Record<OrderField, string>> = {};
  let message: string | null = null;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OrderField;
    // The spec's sentence once, above the form; each missing field says so in the usual words.
    const missing = issue.message === messages.packageFieldsRequired;
    if (missing) message = issue.message;
    fields[field] ??= missing ? apiMessages.required : issue.message;
  }
  const first = requiredOrderFields.find((field) => fields[field]) ?? (Object.keys(fields)[0] as OrderField);
  return { message: message ?? fields[first] ?? result.error.issues[0].message, fields };
}
