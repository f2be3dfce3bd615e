// The order form's check, with the shared schema the API applies too. Its own module: the schema's validation library
// loads when someone starts filling the form in (CreateOrderPage.tsx), not with every page of the customer area.
import { messages, orderSchema } from '@fitout/shared';
import { codeOfMessage, type RefusalCode, refusalText } from '@fitout/shared/refusals';
import type { Lang } from '../../../i18n/forms.ts';
import { type OrderField, type OrderValues, requiredOrderFields } from './orders.ts';

/**
 * The form's check, with the shared schema the API applies too: null when the order may be sent, else the
 * message to show ('All Fields Are Required To Create A Package' for anything missing) and the fields at fault, in the
 * page's language by their refusal codes (issue 37: never an English sentence looked up).
 */
export function orderProblems(values: OrderValues, lang: Lang = 'en'): { message: string; fields: Partial<Record<OrderField, string>> } | null {
  const result = orderSchema.safeParse(values);
  if (result.success) return null;
  const codes: Partial<Record<OrderField, RefusalCode>> = {};
  const raw: Partial<Record<OrderField, string>> = {};
  let missing = false;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OrderField;
    // The spec's sentence once, above the form; each missing field says so in the usual words.
    const isMissing = issue.message === messages.packageFieldsRequired;
    missing ||= isMissing;
    codes[field] ??= isMissing ? 'field.required' : codeOfMessage(issue.message);
    raw[field] ??= issue.message;
  }
  const words = (field: OrderField) => {
    const code = codes[field]!;
    return (code !== 'field.invalid' && refusalText(code, lang)) || raw[field]!;
  };
  const fields = Object.fromEntries((Object.keys(codes) as OrderField[]).map((field) => [field, words(field)])) as Partial<
    Record<OrderField, string>
  >;
  const first = requiredOrderFields.find((field) => fields[field]) ?? (Object.keys(fields)[0] as OrderField);
  const message = missing ? refusalText('order.fields_required', lang)! : (fields[first] ?? result.error.issues[0].message);
  return { message, fields };
}
