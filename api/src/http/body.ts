// The limits of a request's body, the route config of calls that take form data or uploads, and what the body plugin
// (plugins/body.ts) tells the error handler of a multipart body it failed to read.
import type { FastifyRequest } from 'fastify';

/** An uploaded file (an image, a PDF): the media store refuses larger ones too. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** JSON and urlencoded bodies: every form of the product is far below this. Multipart has its own limits. */
export const BODY_LIMIT = 64 * 1024;
/** Arrays and objects inside one another: the product's bodies use two levels; more is an attack on the parser. */
export const MAX_JSON_DEPTH = 16;

/**
 * Route config of a call that takes multipart form data with up to `files` uploaded images (@fastify/multipart
 * reads `multipartOptions` from the route's config); routes without it refuse multipart with 415.
 */
export function uploads(files: number) {
  return {
    multipartOptions: {
      limits: { files, fileSize: MAX_UPLOAD_BYTES, fields: 40, fieldSize: BODY_LIMIT, parts: 40 + files, headerPairs: 100 },
    },
  };
}

/** Route config of a call that takes multipart form data without files (the spec's "form data"). */
export const formData = uploads(0);

/** Requests whose body was read whole; a multipart request missing here failed while its body was being read. */
export const bodiesRead = new WeakSet<FastifyRequest>();

/** Whether an error came from a malformed multipart body (busboy's errors carry no status of their own). */
export const failedReadingMultipart = (request: FastifyRequest) => request.isMultipart() && !bodiesRead.has(request);

export const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'string' ? 'str' : typeof value;

/**
 * The depth of the deepest array or object in a JSON text, counted without parsing it, stopping as soon as it
 * passes `max` (so a hostile body costs one pass over at most BODY_LIMIT characters).
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
