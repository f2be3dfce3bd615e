// How one call of the API is described: the single description the server registers, documents (OpenAPI) and
// answers through, and that the site and the console call through.
import type { z } from 'zod';
import type { AuditAction } from '../audit/words.ts';
import { type StaffRole, roleGroups } from '../staff/roles.ts';

/** Every call of the API lives under this path (SPEC.md section 7: "api/v1/"). */
export const API_PREFIX = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone, any signed-in account, or staff of the roles named (a customer has no role). */
export type Access = 'public' | 'user' | { roles: readonly StaffRole[] };

/** The staff groups calls name: `access: staffOnly.catalogue`. */
export const staffOnly = {
  staff: { roles: roleGroups.staff },
  catalogue: { roles: roleGroups.catalogue },
  sales: { roles: roleGroups.sales },
  owner: { roles: roleGroups.owner },
} as const satisfies Record<string, Access>;

/** Whether an account with `role` (null: a customer; undefined: nobody signed in) may make a call. */
export function mayCall(access: Access, role: StaffRole | null | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  if (access === 'user') return true;
  return role !== null && access.roles.includes(role);
}

/**
 * How a staff write is kept in the audit log. The server writes the entry where it registers the call
 * (api/src/http/contract.ts), in the call's transaction, with the record as it was before and after: a staff write
 * must say one or the other, or the server does not start.
 */
export type Audit =
  | {
      /** The log's name for the kind of record changed (the admin face's resource name): `packages`, `visit-slots`. */
      resource: string;
      /** The path parameter naming the record changed; without it the call creates one, whose `id` it answers. */
      id?: string;
      /** What the entry says was done; by default `create` without `id`, `delete` for DELETE, else `update`. */
      action?: AuditAction;
    }
  /** Not a change the log keeps, and why (a read mark; the caller's own second factor, logged as its own event). */
  | { skip: string };

/** The refusals a call answers by design beyond those any call may answer (GENERIC_STATUSES, api/src/plugins/openapi.ts), and when. */
export type Refusals = Partial<Record<402 | 409 | 410 | 412 | 422 | 423 | 428, string>>;

export type Endpoint = {
  method: Method;
  /** Under API_PREFIX, with `:name` parameters and the spec's trailing slash, e.g. `user/profile/:user_id/`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** The area it belongs to (the reference page's sections). */
  tag: string;
  access: Access;
  /**
   * Staff whose role requires two-factor sign-in may call it before they have set it up (their own enrolment);
   * every other staff call refuses them until then (403).
   */
  beforeTwoFactor?: boolean;
  /**
   * A security change (sudo mode): the caller must have proved who they are within SUDO_SECONDS (a sign-in, or
   * user/sudo/), else 403 with `code: 'sudo.required'` and the ways they can prove it.
   */
  sudo?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The fields it reads (JSON, a form, or multipart with `files`). The service parses the body with it. */
  body?: z.ZodType;
  /** Multipart file fields (images), when the call takes uploads. */
  files?: readonly string[];
  /** How many files the call takes in all, when a field may be repeated (else one per field of `files`). */
  maxFiles?: number;
  /** Also takes a browser form's body (urlencoded, or multipart without files) besides JSON. */
  form?: boolean;
  /**
   * A write of the admin face that must name the version it changes: If-Match with the record's ETag, else 428
   * (RFC 6585); a stale one answers 412 (RFC 9110) with who changed the record and when (api/src/admin/resource.ts).
   */
  conditional?: boolean;
  /** The answers on success, by status. */
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
  /** The refusals it answers by design, each with when (documented in OpenAPI with the error body): `{ 409: '…' }`. */
  refusals?: Refusals;
  /** How a staff write is kept in the audit log (required of every write staff may call: isStaffWrite). */
  audit?: Audit;
  /**
   * Takes an `Idempotency-Key` header (issue 41: writes queued offline): the same key again from the same person to
   * the same call answers the first answer and changes nothing (api/src/http/idempotency.ts).
   */
  idempotent?: boolean;
};

/** A call only staff may make that changes something: each is audited, or says why not (`audit`). */
export const isStaffWrite = (call: Pick<Endpoint, 'method' | 'access'>) => call.method !== 'GET' && typeof call.access === 'object';

/** Keeps each endpoint's literal types (paths, schemas) for the typed callers. */
export const endpoint = <const E extends Endpoint>(description: E): E => description;

/** The path of a call with its parameters filled in, under API_PREFIX: `pathOf(profile, { user_id: 3 })`. */
export function pathOf(call: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`pathOf(${call.path}): no value for ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return `${API_PREFIX}/${path}`;
}

/** The same path relative to API_PREFIX (for clients whose base URL already ends in it). */
export const relativePathOf = (call: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}) =>
  pathOf(call, params).slice(API_PREFIX.length + 1);

/** What a call answers on success. */
export type Answer<E extends Endpoint> = z.output<NonNullable<E['responses'][keyof E['responses']]>>;
