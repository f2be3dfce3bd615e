import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { apiMessages } from '@fitout/shared';
import { users } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { type AccessClaims, TokenSigner } from '../accounts/tokens.ts';

export type AuthUser = {
  id: number;
  email: string;
  username: string;
  kind: string;
  isSuperuser: boolean;
  isActive: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler: a signed-in account is required. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in superuser is required. */
    requireSuperuser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account, set by requireUser / requireSuperuser. */
    user: AuthUser | null;
  }
}

const invalidToken = () => new HttpError(401, apiMessages.invalidToken);

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized();
  const [scheme, token] = header.split(' ');
  if (!/^(Bearer|JWT)$/i.test(scheme ?? '') || !token) throw invalidToken();
  const claims = await app.tokens.verify<AccessClaims>(token, 'access');
  if (!claims) throw invalidToken();
  const account = await app.userCache.get(claims.user_id, async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, claims.user_id));
    return row
      ? {
          id: row.id,
          email: row.email,
          username: row.username,
          kind: row.kind,
          isSuperuser: row.isSuperuser,
          isActive: row.isActive,
          sessionGeneration: row.sessionGeneration,
        }
      : null;
  });
  if (!account) throw invalidToken();
  // A password change ends every session started before it, however close in time: it moves the generation on.
  const { sessionGeneration, ...user } = account;
  if (claims.gen !== sessionGeneration) throw invalidToken();
  return user;
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorate('tokens', new TokenSigner(app.config.jwtSecret));
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await authenticate(app, request);
    });
    app.decorate('requireSuperuser', async (request: FastifyRequest) => {
      request.user = await authenticate(app, request);
      if (!request.user.isSuperuser) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** SPEC.md section 6: a user_id in a path or body must be the caller's own. */
export function assertOwnUserId(request: FastifyRequest, userId: unknown) {
  if (userId === undefined || userId === null || userId === '') return;
  if (typeof userId !== 'string' && typeof userId !== 'number') throw FieldErrors.of('user_id', apiMessages.invalidInteger);
  if (String(userId) !== String(request.user?.id)) throw forbidden(apiMessages.notYourUser);
}
