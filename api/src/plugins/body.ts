import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apiMessages } from '@fitout/shared';
import { FieldErrors, HttpError } from '../http/errors.ts';
import { BODY_LIMIT, bodiesRead, jsonDepthExceeds, kindOf, MAX_JSON_DEPTH } from '../http/body.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The names multipart files were sent with, by field, in order (the body holds their bytes alone). */
    uploadNames?: Record<string, string[]>;
  }
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
