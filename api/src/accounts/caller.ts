// Who a request's token names: the account behind an access token, read through the account cache (user-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { AuthUser } from '../http/caller.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import type { AccessClaims } from './tokens.ts';
import type { CachedUser } from './user-cache.ts';

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

export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
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
