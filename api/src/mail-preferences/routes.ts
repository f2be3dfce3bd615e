import type { FastifyInstance } from 'fastify';
import { mailPreferences } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { getMailPreferences, readLink, turnOffByLink, updateMailPreferences } from './service.ts';

/**
 * What mails a customer gets (issue 25): their choice under user/, and the public one-click link of each such mail,
 * counted per address like the other public calls (a mail client's unsubscribe button posts to it: RFC 8058).
 */
export default async function mailPreferenceRoutes(app: FastifyInstance) {
  route(app, mailPreferences.get, {}, async (request) => getMailPreferences(app.db, request.user!.id));
  route(app, mailPreferences.update, {}, async (request) => updateMailPreferences(app.db, request.user!.id, request.body));
  route(app, mailPreferences.offLink, { onRequest: app.strictRateLimit }, async (request) => ({
    kind: readLink(app.config, request.query.token).kind,
  }));
  route(app, mailPreferences.off, { onRequest: app.strictRateLimit }, async (request) =>
    turnOffByLink(app.db, app.config, request.query.token, request.body),
  );
}
