// The list dialect of ra-data-simple-rest, turned into SQL: `sort=["field","ASC"]`, `range=[0,24]`,
// `filter={"q":"text","id":[1,2],"field":value}`; answers carry `Content-Range: <resource> 0-24/<total>`.
import { and, asc, desc, eq, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { listMessages } from '@fitout/shared';
import { FieldErrors } from './errors.ts';
import { escapeLike } from '../db/slugs.ts';

export const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(10_000).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The most rows one request answers; also the page given when no range is asked for (getMany). */
export const MAX_PAGE = 1000;
const MAX_IDS = 1000;
const MAX_SEARCH = 200;

type FilterKind = 'int' | 'text';

/** What a resource lets a list ask for; every key is a field name of the resource's answer shape. */
export type ListSpec = {
  id: AnyColumn;
  /** Fields a list may be sorted on. */
  sort: Record<string, AnyColumn>;
  /** Columns `q` searches, case-insensitively, for the text anywhere in them. */
  search: AnyColumn[];
  /** Fields a list may be filtered on by equality (a value) or membership (an array of values). */
  filters: Record<string, { column: AnyColumn; kind: FilterKind }>;
  defaultSort?: [string, 'ASC' | 'DESC'];
};

export type ListPlan = { where: SQL | undefined; orderBy: SQL[]; offset: number; limit: number };

function json(param: 'sort' | 'range' | 'filter', text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw FieldErrors.of(param, listMessages.malformed(param));
  }
}

const isInt = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;

function parseSort(text: string | undefined, spec: ListSpec): SQL[] {
  const sort = text === undefined ? (spec.defaultSort ?? ['id', 'ASC']) : json('sort', text);
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string' || !/^(asc|desc)$/i.test(sort[1])) {
    throw FieldErrors.of('sort', listMessages.sort);
  }
  const [field, order] = sort as [string, string];
  const column = Object.hasOwn(spec.sort, field) ? spec.sort[field] : undefined;
  if (!column) throw FieldErrors.of('sort', listMessages.sortField(field, Object.keys(spec.sort).join(', ')));
  const direction = /^asc$/i.test(order) ? asc : desc;
  // The id breaks ties, so that pages never overlap or skip rows.
  return column === spec.id ? [direction(column)] : [direction(column), direction(spec.id)];
}

function parseRange(text: string | undefined): { offset: number; limit: number } {
  if (text === undefined) return { offset: 0, limit: MAX_PAGE };
  const range = json('range', text);
  if (!Array.isArray(range) || range.length !== 2 || !isInt(range[0]) || !isInt(range[1]) || range[1] < range[0]) {
    throw FieldErrors.of('range', listMessages.range);
  }
  const [start, end] = range as [number, number];
  if (end - start + 1 > MAX_PAGE) throw FieldErrors.of('range', listMessages.pageTooLarge(MAX_PAGE));
  return { offset: start, limit: end - start + 1 };
}

function filterValue(field: string, kind: FilterKind, value: unknown): number | string {
  if (kind === 'int') {
    const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (Number.isSafeInteger(n) && (n as number) > 0 && (n as number) <= 2_147_483_647) return n as number;
    throw FieldErrors.of('filter', listMessages.ids(field));
  }
  if (typeof value === 'string' && value.length <= 500 && !value.includes('\u0000')) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw FieldErrors.of('filter', listMessages.texts(field));
}

function parseFilter(text: string | undefined, spec: ListSpec): SQL | undefined {
  if (text === undefined) return undefined;
  const filter = json('filter', text);
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw FieldErrors.of('filter', listMessages.filterObject);
  const known: ListSpec['filters'] = { id: { column: spec.id, kind: 'int' }, ...spec.filters };
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q') {
      if (value === '' || value === null) continue;
      if (typeof value !== 'string' || value.length > MAX_SEARCH || value.includes('\u0000'))
        throw FieldErrors.of('filter', listMessages.search(MAX_SEARCH));
      const pattern = `%${escapeLike(value.trim())}%`;
      conditions.push(or(...spec.search.map((column) => ilike(column, pattern)))!);
      continue;
    }
    const rule = Object.hasOwn(known, field) ? known[field] : undefined;
    if (!rule) throw FieldErrors.of('filter', listMessages.filterField(field, ['q', ...Object.keys(known)].join(', ')));
    if (Array.isArray(value)) {
      if (value.length > MAX_IDS) throw FieldErrors.of('filter', listMessages.tooManyValues(MAX_IDS, field));
      conditions.push(
        inArray(
          rule.column,
          value.map((v) => filterValue(field, rule.kind, v)),
        ),
      );
    } else {
      conditions.push(eq(rule.column, filterValue(field, rule.kind, value)));
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Parses a list request against what the resource allows; anything malformed or unknown is a 400. */
export function planList(query: ListQuery, spec: ListSpec): ListPlan {
  const where = parseFilter(query.filter, spec);
  const orderBy = parseSort(query.sort, spec);
  return { where, orderBy, ...parseRange(query.range) };
}

// `<resource> <start>-<end>/<total>`; a page with no rows has no end, so it says `<resource> */<total>`
// as RFC 9110 does for an unsatisfiable range (ra-data-simple-rest reads only the total).
export function contentRange(resource: string, plan: ListPlan, returned: number, total: number) {
  return returned === 0 ? `${resource} */${total}` : `${resource} ${plan.offset}-${plan.offset + returned - 1}/${total}`;
}
