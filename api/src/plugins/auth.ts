import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { apiMessages, type StaffRole, twoFactorRequired } from '@fitout/shared';
import { users } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { type AccessClaims, TokenSigner } from '../accounts/tokens.ts';
import type { CachedUser } from '../accounts/user-cache.ts';

export type AuthUser = {
  id: number;
  email: string;
  username: string;
  kind: string;
  isSuperuser: boolean;
  /** The staff role; null for a customer. */
  role: StaffRole | null;
  isActive: boolean;
  /** Two-factor sign-in is on (users.two_factor). */
  twoFactor: boolean;
};

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

const invalidToken = () => new HttpError(401, 'auth.token_invalid');

/** The token an Authorization header carries (`Bearer` or `JWT`); 401 without one. */
function tokenOf(header: string | undefined): string {
  if (!header) throw unauthorized();
  const [scheme, token] = header.split(' ');
  if (!/^(Bearer|JWT)$/i.test(scheme ?? '') || !token) throw invalidToken();
  return token;
}

/** The caller a token's claims name, if the account is there and the token is of its current session generation. */
function callerOf(claims: AccessClaims, account: CachedUser | null): AuthUser {
  if (!account) throw invalidToken();
  // A password change ends every session started before it, however close in time: it moves the generation on.
  const { sessionGeneration, ...user } = account;
  if (claims.gen !== sessionGeneration) throw invalidToken();
  return user;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const claims = await app.tokens.verify<AccessClaims>(tokenOf(request.headers.authorization), 'access');
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
          role: row.role,
          isActive: row.isActive,
          twoFactor: row.twoFactor,
          sessionGeneration: row.sessionGeneration,
        }
      : null;
  });
  return callerOf(claims, account);
}

/**
 * The caller of a request as authenticate() would find them, from memory alone: a token whose signature was checked
 * before and an account the cache holds. Undefined whenever either is not in memory, or the token is refused: the
 * request then goes the whole way, which reads what is missing or answers the refusal.
 */
export function callerInMemory(app: FastifyInstance, header: string | undefined): AuthUser | undefined {
  try {
    const claims = app.tokens.known(tokenOf(header));
    const account = claims && app.userCache.peek(claims.user_id);
    return account ? callerOf(claims, account) : undefined;
  } catch {
    return undefined;
  }
}

/** Why `user` may not make a call open to `roles` (403), or null when they may. */
export function roleRefusal(app: FastifyInstance, user: AuthUser, roles: readonly StaffRole[], options: { beforeTwoFactor?: boolean } = {}) {
  if (!user.role || !roles.includes(user.role)) return forbidden();
  // Staff whose role requires two-factor sign-in reach only their own enrolment until it is on.
  if (!options.beforeTwoFactor && !user.twoFactor && twoFactorRequired(app.config.staffTwoFactor, user.role)) {
    return forbidden('two_factor.setup_required');
  }
  return null;
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

/** SPEC.md section 6: a user_id in a path or body must be the caller's own. */
export function assertOwnUserId(request: FastifyRequest, userId: unknown) {
  if (userId === undefined || userId === null || userId === '') return;
  if (typeof userId !== 'string' && typeof userId !== 'number') throw FieldErrors.of('user_id', apiMessages.invalidInteger);
  if (String(userId) !== String(request.user?.id)) throw forbidden('auth.not_your_user');
}
