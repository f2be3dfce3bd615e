import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@fitout/shared';
import { type AuthUser, roleRefusal } from '../http/caller.ts';
import { TokenSigner } from '../accounts/tokens.ts';
import { authenticate } from '../accounts/caller.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler: a signed-in account is required. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in member of staff with one of `roles` is required (403 for anyone else signed in). */
    requireRoles: (roles: readonly StaffRole[], options?: { beforeTwoFactor?: boolean }) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account, set by requireUser / requireRoles. */
    user: AuthUser | null;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorate('tokens', new TokenSigner(app.config.jwtSecret));
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await authenticate(app, request);
    });
    // Every call of the contract that names roles is registered with this; roleRefusal is the one place a role is
    // checked, here and for a signed-in read answered early (http/early-answers.ts).
    app.decorate('requireRoles', (roles: readonly StaffRole[], options: { beforeTwoFactor?: boolean } = {}) => async (request: FastifyRequest) => {
      request.user = await authenticate(app, request);
      const refusal = roleRefusal(app, request.user, roles, options);
      if (refusal) throw refusal;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
