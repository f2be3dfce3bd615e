// Sudo mode (docs/decisions.md): proving again who one is before a security change. user/sudo/ takes one proof (a code
// from the app, a recovery code or a passkey; the password of an account with no second factor) and answers an access
// token carrying it (auth_time), which plugins/sudo.ts reads on the calls the contract marks `sudo`.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUDO_SECONDS, type SudoMethod, twoFactorMessages } from '@fitout/shared';
import { sudoSchema } from '@fitout/shared/contract';
import { users } from '../db/schema.ts';
import { FieldErrors, parse, unauthorized } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { newIssue } from '../accounts/tokens.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { sudoPasskey } from './passkeys.ts';
import { codeRefused, ProofRefused, useSecondFactor } from './service.ts';

type Services = Pick<
  FastifyInstance,
  'db' | 'transaction' | 'config' | 'outbox' | 'tokens' | 'media' | 'userCache' | 'methodsOfProof' | 'accessClaims'
>;

/** The proof in user/sudo/'s body, checked (and a code used up); how it was given. Refusals are ProofRefused. */
export async function checkProof(app: Services, user: AuthUser, body: unknown): Promise<SudoMethod> {
  const input = parse(sudoSchema, body);
  const methods = await app.methodsOfProof(user);
  const notThisWay = (field: string) =>
    FieldErrors.of(field, methods.includes('password') ? twoFactorMessages.passwordProofNeeded : twoFactorMessages.proofNeeded);
  if (input.credential || input.challenge_id) {
    if (!methods.includes('passkey')) throw notThisWay('credential');
    if (!input.credential || !input.challenge_id) throw FieldErrors.of('credential', twoFactorMessages.passkeyRefused);
    if (!(await sudoPasskey(app, user, input.challenge_id, input.credential))) {
      throw new ProofRefused({ credential: [twoFactorMessages.passkeyRefused] });
    }
    return 'passkey';
  }
  if (input.code !== undefined) {
    if (!user.twoFactor) throw notThisWay('code');
    const factor = await useSecondFactor(app, user.id, input.code);
    if (!factor) throw codeRefused();
    return factor;
  }
  if (input.password !== undefined) {
    if (!methods.includes('password')) throw notThisWay('password');
    const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
      throw new ProofRefused({ password: [twoFactorMessages.passwordInvalid] });
    }
    return 'password';
  }
  throw notThisWay('non_field_errors');
}

/**
 * An access token like the caller's (same account and session generation) that carries a proof given now, and until
 * when it counts. The refresh token is not touched: a token refreshed later carries no proof.
 */
export async function sudoToken(app: Services, request: FastifyRequest, user: AuthUser) {
  const claims = await app.accessClaims(request);
  if (!claims) throw unauthorized();
  const issue = newIssue();
  const access = await app.tokens.access({ id: user.id, username: user.username, sessionGeneration: claims.gen }, issue, issue.iat);
  return { access, sudo_until: new Date((issue.iat + SUDO_SECONDS) * 1000).toISOString() };
}
