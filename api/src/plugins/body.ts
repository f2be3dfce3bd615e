import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apiMessages } from '@fitout/shared';
import { FieldErrors, HttpError } from '../http/errors.ts';
import { MAX_UPLOAD_BYTES } from '../media/store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The names multipart files were sent with, by field, in order (the body holds their bytes alone). */
    uploadNames?: Record<string, string[]>;
  }
}

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
const bodiesRead = new WeakSet<FastifyRequest>();

/** Whether an error came from a malformed multipart body (busboy's errors carry no status of their own). */
export const failedReadingMultipart = (request: FastifyRequest) => request.isMultipart() && !bodiesRead.has(request);

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'string' ? 'str' : typeof value);

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

/**
 * Bodies: JSON (depth-checked before parsing), urlencoded forms, and multipart forms only on the routes that
 * declare them (`uploads(n)` / `formData`), with limits on parts, fields and files. Multipart file fields arrive
 * as Buffers, which the media store then checks by content. Sizes past the limits answer 413 without reading on.
 */
export default fp(
  async function body(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new HttpError(400, 'request.body_too_deep'), undefined);
      parseJson(request, text, done);
    });
    await app.register(formbody, { bodyLimit: BODY_LIMIT });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // Each file read whole, as without onFile, and its name kept apart for the calls that show it.
      async onFile(part) {
        await part.toBuffer();
        const names = (this.uploadNames ??= {});
        (names[part.fieldname] ??= []).push(part.filename);
      },
      // Routes that take multipart set their own limits; these hold for any other.
      limits: { files: 0, fields: 40, fieldSize: BODY_LIMIT, parts: 40, headerPairs: 100 },
    });
    // Registered after @fastify/multipart, so this runs once its parsing is done. Every write's body is then an
    // object: none sent reads as {} (the fields are then reported missing), anything else is refused as DRF does.
    // Callback hooks, not async ones: they run on every request, cached reads included.
    app.addHook('preValidation', (request, _reply, done) => {
      // Only multipart requests are asked about (a WeakSet entry for every request was a cost of its own).
      if (request.isMultipart()) bodiesRead.add(request);
      if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return done();
      if (request.body === undefined) request.body = {};
      else if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body) || Buffer.isBuffer(request.body)) {
        return done(new FieldErrors({ non_field_errors: [apiMessages.notAnObject(kindOf(request.body))] }));
      }
      // A call whose contract names no body (start an enrolment, ask for a challenge) takes none: fields sent to it
      // would be ignored, and a client that sends them has misread the call.
      const call = request.routeOptions.config?.contract;
      if (call && !call.body && !call.files?.length && Object.keys(request.body as object).length > 0) {
        return done(new FieldErrors({ non_field_errors: [apiMessages.noBodyHere] }));
      }
      done();
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const type = request.headers['content-type'];
      if (type && /^\s*multipart\//i.test(type) && !request.routeOptions.config?.multipartOptions) {
        return done(new HttpError(415, 'request.form_data_refused'));
      }
      done();
    });
  },
  { name: 'body' },
);
