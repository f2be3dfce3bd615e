import type { FastifyInstance } from 'fastify';
import { apiMessages, messages, seesCustomers } from '@fitout/shared';
import { accounts } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { FieldErrors, forbidden, HttpError } from '../http/errors.ts';
import { assertOwnUserId } from '../http/caller.ts';
import { auditSignIn } from '../audit/service.ts';
import {
  activate,
  changePassword,
  getProfile,
  login,
  logout,
  profileOut,
  refreshSession,
  register,
  requestPasswordReset,
  updateProfile,
} from './service.ts';

/** The API judged the refresh token and said no (as opposed to not being able to judge it). */
const isRefusal = (error: unknown) => error instanceof FieldErrors || (error instanceof HttpError && error.statusCode === 401);

/** A refresh token that was refused has no session left to end. */
function ignoreRefused(error: unknown) {
  if (!isRefusal(error)) throw error;
}

export default async function accountRoutes(app: FastifyInstance) {
  const strict = { onRequest: app.strictRateLimit };

  // The session calls answer API clients in their bodies (SPEC.md section 7) and a browser that asks for it
  // (X-Fitout-Session) through the HttpOnly cookie: plugins/session-cookie.ts, docs/decisions.md.
  const { session } = app;

  route(app, accounts.token, { onRequest: [session.guard, app.strictRateLimit] }, async (request, reply) => {
    const pair = await login(app, request.body).catch(async (error) => {
      if (error instanceof HttpError && error.message === apiMessages.badCredentials) await auditSignIn(app, request, 'sign-in-failed');
      throw error;
    });
    await auditSignIn(app, request, 'sign-in');
    if (!session.wanted(request)) return pair;
    // A browser holds one session: the one this sign-in replaces ends.
    const former = session.read(request);
    if (former) await logout(app, { refresh: former }).catch(ignoreRefused);
    return session.keep(request, reply, pair);
  });

  route(app, accounts.refresh, { onRequest: session.guard }, async (request, reply) => {
    if (!session.wanted(request)) return refreshSession(app, request.body);
    try {
      return session.keep(request, reply, await refreshSession(app, { refresh: session.require(request) }));
    } catch (error) {
      // A refused cookie goes; one the API could not judge (a database away) stays for the next try.
      if (isRefusal(error)) session.clear(request, reply);
      throw error;
    }
  });

  route(app, accounts.logout, { onRequest: session.guard }, async (request, reply) => {
    if (!session.wanted(request)) await logout(app, request.body);
    else {
      // Signed out in this browser whatever happens; the session it held ends on the server too.
      const token = session.read(request);
      session.clear(request, reply);
      if (token) await logout(app, { refresh: token }).catch(ignoreRefused);
    }
    return { detail: messages.loggedOut };
  });

  route(app, accounts.register, strict, async (request, reply) => reply.code(201).send(await register(app, request.body)));

  route(app, accounts.activate, strict, async (request) => {
    await activate(app, request.body);
    return { detail: apiMessages.accountActivated };
  });

  // Work that starts once an answer has gone out; closing the app waits for it (before the database closes).
  const afterAnswers = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(afterAnswers);
  });

  // The same answer whether or not the address has an account; the lookup and the mail start only once the
  // answer is out, so that neither its content nor its timing tells.
  route(app, accounts.passwordReset, strict, async (request, reply) => {
    const { email } = request.params;
    reply.raw.once('close', () => {
      const work = requestPasswordReset(app, email)
        .catch((error) => request.log.error({ err: error }, 'password reset failed'))
        .finally(() => afterAnswers.delete(work));
      afterAnswers.add(work);
    });
    return { detail: apiMessages.passwordResetRequested };
  });

  route(app, accounts.passwordChange, strict, async (request) => {
    await changePassword(app, request.body);
    return { detail: messages.passwordChanged };
  });

  route(app, accounts.profile, {}, async (request) => {
    const userId = request.params.user_id;
    if (request.user?.id !== userId && !seesCustomers(request.user?.role)) throw forbidden();
    const { profile, user } = await getProfile(app, userId);
    return profileOut(app, profile, user);
  });

  route(app, accounts.updateProfile, {}, async (request) => {
    assertOwnUserId(request, request.params.user_id);
    return updateProfile(app, request.params.user_id, request.body);
  });
}
