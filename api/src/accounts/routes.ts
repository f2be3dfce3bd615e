import type { FastifyInstance } from 'fastify';
import { apiMessages, messages, seesCustomers } from '@fitout/shared';
import { accounts } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { forbidden } from '../http/errors.ts';
import { assertOwnUserId } from '../plugins/auth.ts';
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

export default async function accountRoutes(app: FastifyInstance) {
  const strict = { onRequest: app.strictRateLimit };

  route(app, accounts.token, strict, async (request) => login(app, request.body));

  route(app, accounts.refresh, {}, async (request) => refreshSession(app, request.body));

  route(app, accounts.logout, {}, async (request) => {
    await logout(app, request.body);
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
