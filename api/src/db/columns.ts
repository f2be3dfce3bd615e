// The API's field names are its columns' SQL names (title_ar, post_status) and the schema's keys are the same names
// in camelCase (titleAr, postStatus): one rule turns a parsed body into the columns it writes.

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** `fields` under the schema's keys; on an update, a field left out (undefined) sets nothing (drizzle skips it). */
export type Columns<T> = { [K in keyof T as CamelCase<K & string>]: T[K] };

export function columnsOf<T extends Record<string, unknown>>(fields: T): Columns<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()), value]),
  ) as Columns<T>;
}
