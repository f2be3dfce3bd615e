import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, messages } from '@fitout/shared';
import { forbidden } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
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
import { formData, uploads } from '../plugins/body.ts';

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const strict = { config: app.strictRateLimit };
  // Browser forms may post these as multipart form data (fields only).
  const strictForm = { config: { ...app.strictRateLimit, ...formData } };
  const userIdParams = { params: z.object({ user_id: idParam }) };

  app.post('/user/token/', strictForm, async (request) => login(app, request.body));

  app.post('/user/token/refresh/', async (request) => refreshSession(app, request.body));

  app.post('/user/logout/', async (request) => {
    await logout(app, request.body);
    return { detail: messages.loggedOut };
  });

  app.post('/user/register/', strictForm, async (request, reply) => reply.code(201).send(await register(app, request.body)));

  app.post('/user/activate/', strict, async (request) => {
    await activate(app, request.body);
    return { detail: apiMessages.accountActivated };
  });

  // Work that starts once an answer has gone out; closing the app waits for it (before the database closes).
  const afterAnswers = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(afterAnswers);
  });

  // user/password-reset/{email}/ – a wildcard, because a path parameter is limited to 100 characters and
  // an address may have 254. The same answer whether or not the address has an account; the lookup and the
  // mail start only once the answer is out, so that neither its content nor its timing tells.
  app.get('/user/password-reset/*', { ...strict, schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const email = request.params['*'].replace(/\/$/, '');
    reply.raw.once('close', () => {
      const work = requestPasswordReset(app, email)
        .catch((error) => request.log.error({ err: error }, 'password reset failed'))
        .finally(() => afterAnswers.delete(work));
      afterAnswers.add(work);
    });
    return { detail: apiMessages.passwordResetRequested };
  });

  app.post('/user/password-change/', strictForm, async (request) => {
    await changePassword(app, request.body);
    return { detail: messages.passwordChanged };
  });

  app.get('/user/profile/:user_id/', { onRequest: app.requireUser, schema: userIdParams }, async (request) => {
    const userId = request.params.user_id;
    if (request.user?.id !== userId && !request.user?.isSuperuser) throw forbidden();
    const { profile, user } = await getProfile(app, userId);
    return profileOut(app, profile, user);
  });

  app.patch('/user/profile/:user_id/', { onRequest: app.requireUser, config: uploads(1), schema: userIdParams }, async (request) => {
    assertOwnUserId(request, request.params.user_id);
    return updateProfile(app, request.params.user_id, request.body);
  });
}
