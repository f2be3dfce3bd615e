// What a database error means, read in one place: drizzle wraps the driver's error (pg's or PGlite's) in its own,
// so each question walks the chain of causes.

/** Every error in a chain of causes. */
type Cause = { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown };
export function* causes(error: unknown): Generator<Cause> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Cause).cause, depth++) yield e as Cause;
}

/** The first SQLSTATE (five digits or capitals) in the chain, if any. */
export function pgCode(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** SQLSTATE codes the API answers for itself. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  invalidTextRepresentation: '22P02',
  numericOutOfRange: '22003',
  stringTooLong: '22001',
  /** A NUL character in text: PostgreSQL cannot store it. */
  untranslatableCharacter: '22021',
  diskFull: '53100',
  /** Our own: a session asked for a suspended account (migration 0016's trigger on refresh_tokens). */
  accountSuspended: 'FS001',
} as const;

/** The constraint a unique violation hit ('' when the driver does not say), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (const e of causes(error)) if (e.code === SQLSTATE.uniqueViolation) return typeof e.constraint === 'string' ? e.constraint : '';
  return undefined;
}

/** True when the error is a unique violation of `constraint` (or of an index the driver does not name). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const hit = uniqueViolation(error);
  return hit === '' || hit === constraint;
}

/** Node's codes for a server that cannot be reached or went away. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own messages for a connection that ended, failed or could not be had in time. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end)|is not queryable|not currently accepting connections/;

/**
 * The database cannot be reached right now (restart, fail-over, a terminated connection, connections refused):
 * SQLSTATE class 08, 57P01-57P03 (shutting down, starting up), 53300 (too many connections), or a socket error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))) return true;
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && UNREACHABLE.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_LOST.test(e.message)) return true;
  }
  return false;
}

/** The disk (this server's, or the database server's) is full. */
export function isDiskFull(error: unknown): boolean {
  if (pgCode(error) === SQLSTATE.diskFull) return true;
  for (const e of causes(error)) if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
  return false;
}
