// Choice lists: each option is the stored value and the label a person reads. Words only (no zod), so a page that
// shows an option's label does not load the input rules.

/** The languages a customer can read the site and their mails in. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/** An option of a choice list: the stored value and the label a person reads. */
export type Option = { readonly value: string; readonly label: string };
export const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** The label of a stored option value; unknown values are shown as they are. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
