import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuditAction, twoFactorMessages } from '@fitout/shared';
import { twoFactor } from '@fitout/shared/contract';
import type { TokenPair } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { logout } from '../accounts/service.ts';
import { auditedBy, recordAudit } from '../audit/service.ts';
import { normalizeIP } from '@fastify/rate-limit';
import { deletePasskey, passkeySignIn, registerPasskey, registrationOptions, signInOptions, sudoOptions } from './passkeys.ts';
import {
  completeSignIn,
  confirmTotp,
  disableTotp,
  ProofRefused,
  renewRecoveryCodes,
  secondStepAccount,
  startTotp,
  twoFactorStatus,
} from './service.ts';
import { mailSecurityChange, type SecurityChange } from './mails.ts';
import { checkProof, sudoToken } from './sudo.ts';

export default async function twoFactorRoutes(app: FastifyInstance) {
  const { session } = app;

  /** A completed sign-in answered as user/token/ answers it: the pair, or the browser's cookie session. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, pair: TokenPair) {
    if (!session.wanted(request)) return pair;
    const former = session.read(request);
    // A browser holds one session: the one this sign-in replaces ends (a refused one has nothing left to end).
    if (former) await logout(app, { refresh: former }).catch(() => undefined);
    return session.keep(request, reply, pair);
  }

  /** The signed-in member of staff (the contract's access lets only staff through). */
  const staff = (request: FastifyRequest) => request.user!;

  type Account = { id: number; email: string; role: string | null };
  /**
   * A sign-in event in the audit log: `what` says which step and how (event, method). A refused attempt is logged
   * without failing its answer should the log be away; a success is logged in the transaction of its change.
   */
  const audit = (request: FastifyRequest, account: Account | undefined, action: AuditAction, what: Record<string, unknown>) =>
    recordAudit(app.db, {
      actor: account ? { id: account.id, email: account.email, role: account.role } : null,
      ip: request.ip,
      action,
      after: what,
    });
  const auditRefusal = (request: FastifyRequest, account: Account | undefined, what: Record<string, unknown>) =>
    audit(request, account, 'two-factor-failed', what).catch((error) => request.log.error({ err: error }, 'audit entry not written'));
  /** A change to one's own two-factor settings, with its audit entry and the mail that tells of it, in one transaction. */
  const audited = <T>(request: FastifyRequest, event: SecurityChange, work: () => Promise<T>) =>
    app.transaction(async () => {
      const result = await work();
      await recordAudit(app.db, { ...auditedBy(request), action: 'two-factor', after: { event } });
      await mailSecurityChange(app, staff(request).id, event);
      return result;
    });
  /**
   * A call that checks a code (or a password, or a passkey) of the signed-in account: refused ones are counted per
   * account, in the count the sign-in's second step uses, and once used up every attempt waits (429).
   */
  const counted = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    const account = `user ${staff(request).id}`;
    await app.codeLimit.allowed(request, account);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProofRefused) await app.codeLimit.failed(request, account);
      throw error;
    }
  };

  // Every attempt at a second step is counted per address (strictRateLimit), and refused ones per account too.
  route(app, twoFactor.signInCode, { onRequest: [session.guard, app.strictRateLimit] }, async (request, reply) => {
    const userId = await secondStepAccount(app, request.body);
    const account = userId ? `user ${userId}` : `address ${normalizeIP(request.ip, 64)}`;
    await app.codeLimit.allowed(request, account);
    const { user, factor, pair } = await completeSignIn(app, request.body);
    if (!pair) {
      await app.codeLimit.failed(request, account);
      await auditRefusal(request, user, { event: 'sign-in-second-step' });
      throw new HttpError(401, 'two_factor.code_invalid');
    }
    await audit(request, user, 'sign-in', { event: 'sign-in-second-step', method: factor });
    return signedIn(request, reply, pair);
  });

  route(app, twoFactor.passkeyOptions, { onRequest: [session.guard, app.strictRateLimit] }, async () => signInOptions(app));

  route(app, twoFactor.passkeySignIn, { onRequest: [session.guard, app.strictRateLimit] }, async (request, reply) => {
    const { user, passkey, pair } = await passkeySignIn(app, request.body);
    if (!pair) {
      await auditRefusal(request, user, { event: 'sign-in-passkey', passkey: passkey.name });
      throw new HttpError(401, 'two_factor.passkey_refused');
    }
    await audit(request, user, 'sign-in', { event: 'sign-in-passkey', method: 'passkey', passkey: passkey.name });
    return signedIn(request, reply, pair);
  });

  route(app, twoFactor.status, {}, async (request) => twoFactorStatus(app, staff(request)));
  route(app, twoFactor.totpSetup, {}, async (request) => startTotp(app, staff(request)));
  route(app, twoFactor.totpConfirm, { onRequest: app.strictRateLimit }, async (request) =>
    counted(request, () => audited(request, 'totp-enabled', () => confirmTotp(app, staff(request), request.body))),
  );
  // Turning the app off and new recovery codes take a current code in their body: that is their fresh proof (sudo).
  route(app, twoFactor.totpDisable, { onRequest: app.strictRateLimit }, async (request) => {
    await counted(request, () => audited(request, 'totp-disabled', () => disableTotp(app, staff(request), request.body)));
    return { detail: twoFactorMessages.disabled };
  });
  route(app, twoFactor.recoveryCodes, { onRequest: app.strictRateLimit }, async (request) =>
    counted(request, () => audited(request, 'recovery-codes-renewed', () => renewRecoveryCodes(app, staff(request), request.body))),
  );
  route(app, twoFactor.passkeyRegisterOptions, {}, async (request) => registrationOptions(app, staff(request)));
  route(app, twoFactor.passkeyRegister, {}, async (request, reply) =>
    reply.code(201).send(await audited(request, 'passkey-registered', () => registerPasskey(app, staff(request), request.body))),
  );
  route(app, twoFactor.passkeyDelete, {}, async (request) => {
    await audited(request, 'passkey-removed', () => deletePasskey(app, staff(request), request.params.id));
    return { detail: twoFactorMessages.passkeyRemoved };
  });

  // Sudo mode: a proof given now, in an access token that carries it (plugins/sudo.ts reads it), and in the audit log.
  route(app, twoFactor.sudoOptions, { onRequest: app.strictRateLimit }, async (request) => sudoOptions(app, staff(request)));
  route(app, twoFactor.sudo, { onRequest: app.strictRateLimit }, async (request) => {
    const user = staff(request);
    try {
      const method = await counted(request, () => checkProof(app, user, request.body));
      await audit(request, user, 'sign-in', { event: 'sudo', method });
    } catch (error) {
      if (error instanceof ProofRefused) await auditRefusal(request, user, { event: 'sudo' });
      throw error;
    }
    return sudoToken(app, request, user);
  });
}
