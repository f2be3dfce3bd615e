// Sudo mode (docs/decisions.md): a call the contract marks `sudo` (a security change) needs a proof of who the caller
// is given within SUDO_SECONDS, which their access token carries (auth_time: a sign-in's, or user/sudo/'s). Read from
// the token alone: no query unless the call is refused (to name the proofs the account can give).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { count, eq } from 'drizzle-orm';
import { SUDO_REQUIRED, SUDO_SECONDS, type SudoMethod } from '@fitout/shared';
import { staffPasskeys } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { AccessClaims } from '../accounts/tokens.ts';
import type { AuthUser } from '../http/caller.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest, after the call's access check: 403 `sudo.required` unless the caller proved who they are lately. */
    requireSudo: (request: FastifyRequest) => Promise<void>;
    /** The claims of the signed-in caller's access token (already checked by the access hook). */
    accessClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
    /** How an account can prove it is them: its second factors, or its password when it has none. */
    methodsOfProof: (user: AuthUser) => Promise<SudoMethod[]>;
  }
}

/** Whether a proof made at `provedAt` (seconds) still counts at `now` (milliseconds). */
export const proofFresh = (provedAt: number | undefined, now = Date.now()) => provedAt !== undefined && now - provedAt * 1000 <= SUDO_SECONDS * 1000;

export default fp(
  async function sudo(app: FastifyInstance) {
    // The token's claims were verified (and remembered) by the access hook: reading them again is a cache hit.
    app.decorate('accessClaims', async (request: FastifyRequest) => {
      const token = request.headers.authorization?.split(' ')[1];
      return token ? app.tokens.verify<AccessClaims>(token, 'access') : null;
    });

    async function methodsOf(user: AuthUser): Promise<SudoMethod[]> {
      const [passkeys] = await app.db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
      const passkey: SudoMethod[] = Number(passkeys?.n ?? 0) > 0 ? ['passkey'] : [];
      if (user.twoFactor) return ['totp', 'recovery_code', ...passkey];
      return passkey.length ? passkey : ['password'];
    }
    app.decorate('methodsOfProof', methodsOf);

    app.decorate('requireSudo', async (request: FastifyRequest) => {
      const claims = await app.accessClaims(request);
      if (proofFresh(claims?.auth_time)) return;
      throw new HttpError(403, SUDO_REQUIRED, { fields: { methods: await methodsOf(request.user!) } });
    });
  },
  { name: 'sudo', dependencies: ['auth'] },
);
